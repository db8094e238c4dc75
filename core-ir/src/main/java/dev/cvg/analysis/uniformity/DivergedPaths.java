package dev.cvg.analysis.uniformity;

import dev.cvg.graph.FlowGraph;

/**
 * Which incoming edges of a join lie on a diverged path of its branch (spec "Diverged path"), for
 * the equal-values phi rule ({@link PhiJoins#equalOnDivergedPaths}).
 *
 * <p><b>Definition.</b> For a divergent branch {@code B} and its join {@code J}, the edge
 * {@code p -> J} is on a diverged path iff {@code p == B}, or {@code p} is reachable from a
 * successor of {@code B} along a path that avoids {@code B}, {@code J} and the header of every
 * cycle containing both {@code B} and {@code J} (and {@code p} is no such header). Going through
 * {@code J} first means arriving at {@code J} later; going through such a header means arriving
 * in a later iteration of a cycle that contains {@code J}, whose instances of {@code J} are not
 * converged with this iteration's. Threads that leave a cycle not containing {@code J} and come
 * back around it do count: outside that cycle they converge with the others.
 *
 * <p><b>Algorithm.</b> A breadth-first search from the successors of {@code B}, resumed on demand
 * for each queried predecessor and shared by all phis of one join. <b>Cost.</b> The searches of
 * all joins of one branch are capped together at {@code budget} visited blocks (set by the caller
 * from the propagation's own work), past which a predecessor counts as reached: conservative, and it keeps the whole
 * analysis near-linear on ladders of joins.
 *
 * <pre>
 *   B: br %d, T, F    ; T, F -> J and F -> H -> ... -> P -> J, H a header of a cycle around J:
 *   J: phi [x, T], [x, F], [y, P]     -> uniform: P is only reached in a later iteration
 * </pre>
 */
final class DivergedPaths {
  private final FlowGraph g;
  private final CycleTable cycles;
  private final int[] seenEpoch;
  private final IntStack queue = new IntStack();
  private int head;
  private int epoch;
  private int branch;
  private int join;
  private int budget;

  DivergedPaths(FlowGraph g, CycleTable cycles) {
    this.g = g;
    this.cycles = cycles;
    this.seenEpoch = new int[g.size()];
  }

  /** Starts a new branch {@code b}: all its joins together may visit at most {@code budget} blocks. */
  void beginBranch(int b, int budget) {
    branch = b;
    this.budget = budget;
  }

  /** Starts answering for join {@code j} of the current branch. */
  void start(int j) {
    epoch++;
    join = j;
    queue.clear();
    head = 0;
    for (int s : g.successors(branch)) {
      enqueue(s);
    }
  }

  /** Returns whether the edge from {@code p} into the join lies on a diverged path. */
  boolean isOnDivergedPath(int p) {
    if (p == branch) {
      return true;
    }
    if (isNextIterationHeader(p)) {
      return false;
    }
    while (seenEpoch[p] != epoch) {
      if (head == queue.size()) {
        return false;
      }
      if (budget <= 0) {
        return true;
      }
      budget--;
      int v = queue.get(head++);
      for (int s : g.successors(v)) {
        enqueue(s);
      }
    }
    return true;
  }

  private void enqueue(int v) {
    if (v == branch || v == join || seenEpoch[v] == epoch || isNextIterationHeader(v)) {
      return;
    }
    seenEpoch[v] = epoch;
    queue.push(v);
  }

  /** Whether {@code v} heads a cycle containing both the branch and the join. */
  private boolean isNextIterationHeader(int v) {
    int c = cycles.innermost[v];
    return c >= 0 && cycles.header[c] == v && v != branch && cycles.contains(c, branch)
        && cycles.contains(c, join);
  }
}
