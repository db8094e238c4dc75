package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;

/**
 * Sync dependence of any divergent branch inside a large assumed-divergent cycle, computed once
 * for the cycle by treating it as one opaque node ({@link UniformityOptions#collapseAssumedFrom()}).
 *
 * <p><b>Why.</b> Once a cycle {@code A} is assumed divergent, every definition in it is divergent,
 * so a branch inside {@code A} can only affect blocks outside it: phis of joins outside
 * {@code A}, cycles made divergent there, and the temporal divergence of the cycles it leaves.
 * LLVM still floods the whole irreducible region for each such branch (no early stop inside an
 * irreducible ancestor), which is quadratic when, as in random irreducible CFGs, one irreducible
 * cycle spans almost the whole function. Here the answer is over-approximated for all branches of
 * {@code A} at once, soundly: threads may leave {@code A} through any exit at any time, so each
 * exit is its own definition. <b>Algorithm.</b> The joins are the iterated dominance frontier of
 * the exits (Cytron et al.: blocks reached from two distinct exits along disjoint paths) in the
 * region outside {@code A} reachable from the exits, rooted at a virtual node with an edge to
 * every exit; plus every exit entered from two distinct blocks of {@code A}. Every exit of
 * {@code A} counts as divergent. Source: spec "Join node" on the collapsed graph; the iterated
 * frontier without materialising frontiers (Sreedhar and Gao 1995, as LLVM's
 * {@code IDFCalculator}): deepest queued block first, walk its dominator subtree, and an edge to a
 * block no deeper than the queued one enters the frontier. <b>Cost.</b> O(region + edges) once
 * per cycle: every block is walked once and every edge looked at once (the per-block frontier
 * lists this replaces summed to far more on large irreducible regions).
 *
 * <pre>
 *   A (assumed divergent) --e1--> X --> Z        joins: Z (reached from e1 and e2),
 *                         --e2--> Y --> Z        and any exit entered twice from inside A
 * </pre>
 */
final class CollapsedCycle {
  private CollapsedCycle() {}

  /** Returns the join blocks for branches inside cycle {@code a}, ascending. */
  static int[] joins(FlowGraph g, CycleTable cycles, int a) {
    int n = g.size();
    int[] exits = cycles.exits(a);
    // Phase 1 of 3: the region outside A reachable from its exits, renumbered; 0 is the root.
    int[] local = new int[n];
    Arrays.fill(local, -1);
    // order[k] is the block numbered k + 1; numbers follow breadth-first discovery, and a block's
    // successor list is complete once it is scanned (each successor is then numbered or in A).
    int[] order = new int[n];
    int count = 0;
    for (int e : exits) {
      if (local[e] < 0) {
        order[count] = e;
        local[e] = ++count;
      }
    }
    int[][] succ = new int[count + 1][];
    succ[0] = new int[exits.length];
    for (int k = 0; k < exits.length; k++) {
      succ[0][k] = local[exits[k]];
    }
    int[] buffer = new int[8];
    for (int k = 0; k < count; k++) {
      int[] real = g.successors(order[k]);
      if (buffer.length < real.length) {
        buffer = new int[real.length];
      }
      int m = 0;
      for (int s : real) {
        if (local[s] < 0 && !cycles.contains(a, s)) {
          if (count + 1 >= succ.length) {
            succ = Arrays.copyOf(succ, Math.min(n + 1, 2 * succ.length));
          }
          order[count] = s;
          local[s] = ++count;
        }
        if (local[s] > 0) {
          buffer[m++] = local[s];
        }
      }
      succ[k + 1] = Arrays.copyOf(buffer, m);
    }
    int size = count + 1;
    succ = succ.length == size ? succ : Arrays.copyOf(succ, size);
    FlowGraph region = Region.of(succ);
    int[] idom = DominatorTree.immediateDominators(region);
    // Phase 2 of 3: tree levels and children. Local numbers follow breadth-first order from the
    // root, so idom(v) < v (it lies on every path, the shortest one included).
    int[] level = new int[size];
    int[] childStart = new int[size + 1];
    for (int v = 1; v < size; v++) {
      level[v] = level[idom[v]] + 1;
      childStart[idom[v] + 1]++;
    }
    for (int v = 0; v < size; v++) {
      childStart[v + 1] += childStart[v];
    }
    int[] children = new int[Math.max(size - 1, 0)];
    int[] fill = Arrays.copyOf(childStart, size);
    for (int v = 1; v < size; v++) {
      children[fill[idom[v]]++] = v;
    }
    // Phase 3 of 3: iterated frontier of the exits (Sreedhar-Gao with a level-bucket queue,
    // deepest first, as LLVM's IDFCalculator): walking the dominator subtree of a queued node,
    // an edge to a block no deeper than that node enters its frontier.
    boolean[] join = iteratedFrontier(region, exits, local, level, childStart, children);
    for (int e : exits) {
      int inside = 0;
      int seen = -1;
      // Predecessors are sorted by source, so repeated edges from one block are adjacent.
      for (int p : g.predecessors(e)) {
        if (cycles.contains(a, p) && p != seen) {
          inside++;
          seen = p;
        }
      }
      if (inside >= 2) {
        join[local[e]] = true;
      }
    }
    IntStack out = new IntStack();
    for (int v = 1; v < size; v++) {
      if (join[v]) {
        out.push(order[v - 1]);
      }
    }
    int[] result = out.toArray();
    Arrays.sort(result);
    return result;
  }

  /**
   * Returns, by local number, membership in the iterated dominance frontier of the exits, each
   * block visited once: O(region + edges).
   */
  private static boolean[] iteratedFrontier(FlowGraph region, int[] exits, int[] local,
      int[] level, int[] childStart, int[] children) {
    int size = region.size();
    boolean[] join = new boolean[size];
    boolean[] def = new boolean[size];
    boolean[] inQueue = new boolean[size];
    boolean[] walked = new boolean[size];
    // Bucket queue: head[level] starts a list linked through next[]; each block enters once.
    int[] head = new int[size + 1];
    Arrays.fill(head, -1);
    int[] next = new int[size];
    int top = 0;
    for (int e : exits) {
      int x = local[e];
      if (!def[x]) {
        def[x] = true;
        next[x] = head[level[x]];
        head[level[x]] = x;
        top = Math.max(top, level[x]);
      }
    }
    IntStack walk = new IntStack();
    for (int l = top; l >= 1; l--) {
      while (head[l] >= 0) {
        int root = head[l];
        head[l] = next[root];
        walk.push(root);
        walked[root] = true;
        while (!walk.isEmpty()) {
          int x = walk.pop();
          for (int y : region.successors(x)) {
            if (level[y] > l || inQueue[y]) {
              continue;
            }
            inQueue[y] = true;
            join[y] = true;
            if (!def[y]) {
              next[y] = head[level[y]];
              head[level[y]] = y;
            }
          }
          for (int k = childStart[x]; k < childStart[x + 1]; k++) {
            if (!walked[children[k]]) {
              walked[children[k]] = true;
              walk.push(children[k]);
            }
          }
        }
      }
    }
    return join;
  }

  /** The renumbered region: successor lists as built (no copy), predecessors by counting. */
  private record Region(int[][] succ, int[][] pred) implements FlowGraph {
    static Region of(int[][] succ) {
      int n = succ.length;
      int[] count = new int[n];
      for (int[] out : succ) {
        for (int s : out) {
          count[s]++;
        }
      }
      int[][] pred = new int[n][];
      for (int v = 0; v < n; v++) {
        pred[v] = new int[count[v]];
      }
      Arrays.fill(count, 0);
      for (int v = 0; v < n; v++) {
        for (int s : succ[v]) {
          pred[s][count[s]++] = v;
        }
      }
      return new Region(succ, pred);
    }

    @Override
    public int size() {
      return succ.length;
    }

    @Override
    public int entry() {
      return 0;
    }

    @Override
    public int[] successors(int node) {
      return succ[node];
    }

    @Override
    public int[] predecessors(int node) {
      return pred[node];
    }
  }
}
