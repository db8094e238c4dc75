package dev.cvg.oracle.convergedwith;

import dev.cvg.oracle.collect.LongIntMap;
import dev.cvg.oracle.instance.DynamicInstance;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.PriorityQueue;

/**
 * The convergence-before order induced by a converged-with partition over per-thread
 * sequences of dynamic instances (ConvergenceAndUniformity.rst, "Convergence").
 *
 * <p><b>Definition.</b> The transitive closure of: {@code P} before {@code Q} in one thread;
 * {@code P} before {@code Q1} in one thread with {@code Q1} converged with {@code Q2}; and
 * {@code P1} converged with {@code P2} with {@code P2} before {@code Q} in one thread.
 *
 * <p><b>Algorithm.</b> Contract every group of converged instances into one node and add an
 * edge from each instance's group to the group of the next instance of the same thread;
 * {@code P} is convergence-before {@code Q} iff {@code Q}'s group is reachable from
 * {@code P}'s by a non-empty path. This treats converged instances as one event, so it
 * contains every edge the three rules derive (and relates {@code P1} to {@code Q2} when
 * {@code P1 ~ P2 -> Q1 ~ Q2}). The order is strict (the relation is a valid converged-with
 * relation) iff the group graph is acyclic. Reachability is computed per group by a DFS over
 * bit sets.
 *
 * <p><b>Complexity.</b> O(n + g * e / 64) for n instances, g groups and e group edges.
 *
 * <pre>
 *   T1: P  Q1          (P -> Q1 in thread 3, Q1 ~ Q2, Q2 -> R in thread 2)
 *   T2:    Q2  R       gives P before Q2, Q1 before R, P before R
 * </pre>
 */
public final class ConvergenceBefore {
  private final ConvergedWith relation;
  private final List<List<Integer>> successors;
  private final BitSet[] reach;
  private final boolean acyclic;
  /** Per group: the smallest position of a member within its thread's sequence. */
  private final int[] minPos;

  private ConvergenceBefore(ConvergedWith relation, List<List<Integer>> successors, BitSet[] reach,
      boolean acyclic, int[] minPos) {
    this.relation = relation;
    this.successors = successors;
    this.reach = reach;
    this.acyclic = acyclic;
    this.minPos = minPos;
  }

  /**
   * Builds the order over {@code perThread} (each list in execution order) grouped by {@code
   * relation}.
   *
   * @param perThread the dynamic instances of each thread, in execution order
   * @param relation the converged-with relation over them
   * @return the order
   */
  public static ConvergenceBefore of(List<List<DynamicInstance>> perThread, ConvergedWith relation) {
    int g = relation.groups().size();
    List<List<Integer>> succ = new ArrayList<>();
    for (int k = 0; k < g; k++) {
      succ.add(new ArrayList<>());
    }
    int[] minPos = new int[g];
    java.util.Arrays.fill(minPos, Integer.MAX_VALUE);
    for (List<DynamicInstance> seq : perThread) {
      for (int i = 0; i < seq.size(); i++) {
        int k = relation.groupIndex(seq.get(i));
        minPos[k] = Math.min(minPos[k], i);
      }
      for (int i = 0; i + 1 < seq.size(); i++) {
        int from = relation.groupIndex(seq.get(i));
        int to = relation.groupIndex(seq.get(i + 1));
        if (!succ.get(from).contains(to)) {
          succ.get(from).add(to);
        }
      }
    }
    BitSet[] reach = new BitSet[g];
    boolean acyclic = true;
    for (int s = 0; s < g; s++) {
      BitSet seen = new BitSet(g);
      List<Integer> stack = new ArrayList<>(succ.get(s));
      while (!stack.isEmpty()) {
        int n = stack.removeLast();
        if (!seen.get(n)) {
          seen.set(n);
          stack.addAll(succ.get(n));
        }
      }
      acyclic &= !seen.get(s);
      reach[s] = seen;
    }
    return new ConvergenceBefore(relation, succ, reach, acyclic, minPos);
  }

  /**
   * Returns whether the convergence-before order over per-thread sequences given only by their
   * converged-with keys is a strict partial order: the same answer as
   * {@code of(perThread, ConvergedWith.of(perThread)).isStrictPartialOrder()} for instances with
   * these keys, without building instances, groups or reachability (the legality checker asks it
   * once per launch with forced anchor groupings).
   *
   * <p>Groups are the distinct keys; each thread adds an edge from the group of each instance to
   * the group of the next. The order is strict iff that graph has no cycle (a self-loop included),
   * which Kahn's algorithm decides in O(n + e) for n instances and e edges.
   *
   * @param keys per thread, the keys of its instances in execution order; only {@code keys[t][0 ..
   *     sizes[t])} is read
   * @param sizes per thread, how many of its keys are used
   * @return whether the order is acyclic
   */
  public static boolean isStrictPartialOrder(long[][] keys, int[] sizes) {
    int total = 0;
    for (int s : sizes) {
      total += s;
    }
    LongIntMap groupOf = new LongIntMap(total);
    int[][] seqs = new int[keys.length][];
    int g = 0;
    for (int t = 0; t < keys.length; t++) {
      seqs[t] = new int[sizes[t]];
      for (int i = 0; i < sizes[t]; i++) {
        int k = groupOf.putIfAbsent(keys[t][i], g);
        seqs[t][i] = k >= 0 ? k : g++;
      }
    }
    int[] indegree = new int[g];
    int[] outCount = new int[g + 1];
    for (int[] seq : seqs) {
      for (int i = 0; i + 1 < seq.length; i++) {
        outCount[seq[i] + 1]++;
        indegree[seq[i + 1]]++;
      }
    }
    for (int k = 0; k < g; k++) {
      outCount[k + 1] += outCount[k];
    }
    int[] targets = new int[outCount[g]];
    int[] fill = Arrays.copyOf(outCount, g);
    for (int[] seq : seqs) {
      for (int i = 0; i + 1 < seq.length; i++) {
        targets[fill[seq[i]]++] = seq[i + 1];
      }
    }
    int[] ready = new int[g];
    int head = 0;
    int tail = 0;
    for (int k = 0; k < g; k++) {
      if (indegree[k] == 0) {
        ready[tail++] = k;
      }
    }
    while (head < tail) {
      int k = ready[head++];
      for (int e = outCount[k]; e < outCount[k + 1]; e++) {
        if (--indegree[targets[e]] == 0) {
          ready[tail++] = targets[e];
        }
      }
    }
    return tail == g;
  }

  /**
   * Returns whether {@code p} is convergence-before {@code q}.
   *
   * @param p a dynamic instance
   * @param q a dynamic instance
   * @return whether {@code p} comes before {@code q}
   */
  public boolean before(DynamicInstance p, DynamicInstance q) {
    return reach[relation.groupIndex(p)].get(relation.groupIndex(q));
  }

  /**
   * Returns whether convergence-before is a strict partial order (no group precedes itself).
   *
   * @return whether the order is acyclic
   */
  public boolean isStrictPartialOrder() {
    return acyclic;
  }

  /**
   * Returns the group indices in a topological order that lists, among the groups ready next,
   * first the one whose earliest member comes earliest in its thread (ties: lowest thread id),
   * so that a trace table reads like lock-step execution; empty if the order has a cycle.
   *
   * @return the group indices in that order, or empty
   */
  public Optional<int[]> columns() {
    if (!acyclic) {
      return Optional.empty();
    }
    int g = successors.size();
    int[] indegree = new int[g];
    for (List<Integer> s : successors) {
      for (int t : s) {
        indegree[t]++;
      }
    }
    PriorityQueue<Integer> ready = new PriorityQueue<>((x, y) -> {
      DynamicInstance a = relation.groups().get(x).getFirst();
      DynamicInstance b = relation.groups().get(y).getFirst();
      int bySeq = Integer.compare(minPos[x], minPos[y]);
      return bySeq != 0 ? bySeq : Integer.compare(a.tid(), b.tid());
    });
    for (int k = 0; k < g; k++) {
      if (indegree[k] == 0) {
        ready.add(k);
      }
    }
    int[] order = new int[g];
    int n = 0;
    while (!ready.isEmpty()) {
      int k = ready.poll();
      order[n++] = k;
      for (int t : successors.get(k)) {
        if (--indegree[t] == 0) {
          ready.add(t);
        }
      }
    }
    return Optional.of(order);
  }
}
