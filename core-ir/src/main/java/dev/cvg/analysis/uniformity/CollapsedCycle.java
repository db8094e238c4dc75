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
    // Phase 1 of 3: dominators of the region outside A reachable from its exits, on a view of
    // the CFG with a virtual root n (edges to every exit) in which A's blocks are absent: no
    // renumbered copy of the region.
    Rooted region = new Rooted(g, exits);
    int[] idom = DominatorTree.immediateDominators(region, v -> v < n && cycles.contains(a, v));
    // Phase 2 of 3: children lists of the region's dominator tree and levels (root n = 0;
    // NOT_IN_REGION for A's blocks and blocks not reachable from the exits outside A).
    int[] childStart = new int[n + 2];
    for (int v = 0; v < n; v++) {
      if (idom[v] >= 0) {
        childStart[idom[v] + 1]++;
      }
    }
    for (int v = 0; v <= n; v++) {
      childStart[v + 1] += childStart[v];
    }
    int[] children = new int[childStart[n + 1]];
    int[] fill = Arrays.copyOf(childStart, n + 1);
    for (int v = 0; v < n; v++) {
      if (idom[v] >= 0) {
        children[fill[idom[v]]++] = v;
      }
    }
    int[] level = new int[n + 1];
    Arrays.fill(level, NOT_IN_REGION);
    level[n] = 0;
    IntStack walk = new IntStack();
    walk.push(n);
    while (!walk.isEmpty()) {
      int x = walk.pop();
      for (int k = childStart[x]; k < childStart[x + 1]; k++) {
        level[children[k]] = level[x] + 1;
        walk.push(children[k]);
      }
    }
    // Phase 3 of 3: iterated frontier of the exits (Sreedhar-Gao with a level-bucket queue,
    // deepest first, as LLVM's IDFCalculator): walking the dominator subtree of a queued node,
    // an edge to a block no deeper than that node enters its frontier.
    boolean[] join = iteratedFrontier(region, exits, level, childStart, children);
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
        join[e] = true;
      }
    }
    IntStack out = new IntStack();
    for (int v = 0; v < n; v++) {
      if (join[v]) {
        out.push(v);
      }
    }
    return out.toArray();
  }

  /** Level of blocks outside the region: deeper than any, so no edge to them is a frontier edge. */
  private static final int NOT_IN_REGION = Integer.MAX_VALUE;

  /**
   * Returns, by block number, membership in the iterated dominance frontier of the exits, each
   * region block visited once: O(region + edges).
   */
  private static boolean[] iteratedFrontier(FlowGraph region, int[] exits, int[] level,
      int[] childStart, int[] children) {
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
    for (int x : exits) {
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

  /**
   * The CFG plus a virtual root numbered {@code g.size()} with an edge to every exit; only the
   * exits' predecessor lists are copied (to add the root).
   */
  private static final class Rooted implements FlowGraph {
    private final FlowGraph g;
    private final int[] exits;
    /** The exits ascending, and their predecessor lists with the root added, in that order. */
    private final int[] sortedExits;
    private final int[][] exitPreds;

    Rooted(FlowGraph g, int[] exits) {
      this.g = g;
      this.exits = exits;
      this.sortedExits = exits.clone();
      Arrays.sort(sortedExits);
      this.exitPreds = new int[sortedExits.length][];
      for (int k = 0; k < sortedExits.length; k++) {
        int[] p = g.predecessors(sortedExits[k]);
        exitPreds[k] = Arrays.copyOf(p, p.length + 1);
        exitPreds[k][p.length] = g.size();
      }
    }

    @Override
    public int size() {
      return g.size() + 1;
    }

    @Override
    public int entry() {
      return g.size();
    }

    @Override
    public int[] successors(int node) {
      return node == g.size() ? exits : g.successors(node);
    }

    @Override
    public int[] predecessors(int node) {
      if (node == g.size()) {
        return new int[0];
      }
      int k = Arrays.binarySearch(sortedExits, node);
      return k >= 0 ? exitPreds[k] : g.predecessors(node);
    }
  }
}
