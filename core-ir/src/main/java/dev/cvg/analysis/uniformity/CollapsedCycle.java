package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.ArrayFlowGraph;
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
 * {@code A} counts as divergent. Source: spec "Join node" on the collapsed graph; dominance
 * frontiers by the Cooper-Harvey-Kennedy runner. <b>Cost.</b> O(region + edges) once per cycle.
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
    IntStack order = new IntStack();
    for (int e : exits) {
      if (local[e] < 0) {
        local[e] = order.size() + 1;
        order.push(e);
      }
    }
    for (int k = 0; k < order.size(); k++) {
      for (int s : g.successors(order.get(k))) {
        if (local[s] < 0 && !cycles.contains(a, s)) {
          local[s] = order.size() + 1;
          order.push(s);
        }
      }
    }
    int size = order.size() + 1;
    int[][] succ = new int[size][];
    succ[0] = new int[exits.length];
    for (int k = 0; k < exits.length; k++) {
      succ[0][k] = local[exits[k]];
    }
    for (int k = 0; k < order.size(); k++) {
      int[] real = g.successors(order.get(k));
      int m = 0;
      for (int s : real) {
        m += local[s] > 0 ? 1 : 0;
      }
      int[] out = new int[m];
      m = 0;
      for (int s : real) {
        if (local[s] > 0) {
          out[m++] = local[s];
        }
      }
      succ[k + 1] = out;
    }
    FlowGraph region = ArrayFlowGraph.of(succ, 0, null);
    DominatorTree dom = DominatorTree.of(region);
    // Phase 2 of 3: dominance frontiers (runner, stopping where the frontier already has v).
    int[] last = new int[size];
    Arrays.fill(last, -1);
    int[] idom = new int[size];
    for (int v = 0; v < size; v++) {
      idom[v] = dom.idom(v).orElse(-1);
    }
    IntStack pairs = new IntStack();
    int[] dfCount = new int[size];
    for (int v = 1; v < size; v++) {
      int[] preds = region.predecessors(v);
      if (preds.length < 2) {
        continue;
      }
      for (int p : preds) {
        for (int r = p; r >= 0 && r != idom[v] && last[r] != v; r = idom[r]) {
          last[r] = v;
          pairs.push(r);
          pairs.push(v);
          dfCount[r]++;
        }
      }
    }
    int[] dfStart = new int[size + 1];
    for (int v = 0; v < size; v++) {
      dfStart[v + 1] = dfStart[v] + dfCount[v];
    }
    int[] dfList = new int[dfStart[size]];
    int[] fill = Arrays.copyOf(dfStart, size);
    for (int k = 0; k < pairs.size(); k += 2) {
      dfList[fill[pairs.get(k)]++] = pairs.get(k + 1);
    }
    // Phase 3 of 3: iterated frontier of the exits, plus exits entered twice from inside A.
    boolean[] join = new boolean[size];
    IntStack work = new IntStack();
    for (int e : exits) {
      work.push(local[e]);
    }
    boolean[] queued = new boolean[size];
    while (!work.isEmpty()) {
      int x = work.pop();
      for (int k = dfStart[x]; k < dfStart[x + 1]; k++) {
        int y = dfList[k];
        join[y] = true;
        if (!queued[y]) {
          queued[y] = true;
          work.push(y);
        }
      }
    }
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
        out.push(order.get(v - 1));
      }
    }
    int[] result = out.toArray();
    Arrays.sort(result);
    return result;
  }
}
