package dev.cvg.analysis.dominance;

import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import java.util.Arrays;

/**
 * Reference twin of {@code SemiNca}, test-only: the iterative data-flow dominator algorithm of
 * Cooper, Harvey and Kennedy, "A Simple, Fast Dominance Algorithm" (2001). Iterates over the
 * reverse postorder until no immediate dominator changes, intersecting the dominator chains of
 * the processed predecessors by walking up postorder numbers. O(V²) worst case; simple enough to
 * trust.
 */
final class CooperHarveyKennedy {
  private CooperHarveyKennedy() {}

  /** Returns idom[v] for every node, -1 for the root and unreachable nodes. */
  static int[] immediateDominators(FlowGraph g, int root) {
    int n = g.size();
    int[] idom = new int[n];
    Arrays.fill(idom, -1);
    if (n == 0) {
      return idom;
    }
    DepthFirstOrder dfs = DepthFirstOrder.from(g, root, SuccessorOrder.textual());
    int[] rpo = dfs.reversePostorder();
    idom[root] = root;
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b : rpo) {
        if (b == root) {
          continue;
        }
        int candidate = -1;
        for (int p : g.predecessors(b)) {
          if (idom[p] < 0) {
            continue; // unprocessed or unreachable
          }
          candidate = candidate < 0 ? p : intersect(p, candidate, idom, dfs);
        }
        if (candidate != idom[b]) {
          idom[b] = candidate;
          changed = true;
        }
      }
    }
    idom[root] = -1;
    return idom;
  }

  private static int intersect(int a, int b, int[] idom, DepthFirstOrder dfs) {
    while (a != b) {
      while (dfs.postNumber(a) < dfs.postNumber(b)) {
        a = idom[a];
      }
      while (dfs.postNumber(b) < dfs.postNumber(a)) {
        b = idom[b];
      }
    }
    return a;
  }
}
