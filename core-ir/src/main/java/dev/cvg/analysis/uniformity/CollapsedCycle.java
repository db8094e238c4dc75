package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.function.IntPredicate;
import java.util.function.Supplier;

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
 * block no deeper than the queued one enters the frontier. When one block dominates nearly all
 * of the region (the usual case: an exit, or the latch of an enclosing loop), the frontier is
 * computed on the much smaller {@link CutRegion} with the same joins instead, and the region
 * behind that block is only searched, not analysed. <b>Cost.</b> O(region + edges) once per
 * cycle: every block is walked once and every edge looked at once (the per-block frontier lists
 * this replaces summed to far more on large irreducible regions); with a cut, one search of the
 * region plus the dominators of the small part.
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
    int budget = Math.max(64, g.size() / 8);
    return joins(g, cycles, a, CutRegion.exitCandidates(g, cycles.exits(a)),
        () -> CutRegion.laterCandidates(g, cycles, a, budget), budget);
  }

  /**
   * Returns the joins as {@link #joins(FlowGraph, CycleTable, int)} does, trying the given cut
   * candidates with the given budget (the answer does not depend on them; tests vary them).
   */
  static int[] joins(FlowGraph g, CycleTable cycles, int a, int[] candidates, int budget) {
    return joins(g, cycles, a, candidates, () -> new int[0], budget);
  }

  private static int[] joins(FlowGraph g, CycleTable cycles, int a, int[] candidates,
      Supplier<int[]> later, int budget) {
    int n = g.size();
    int[] exits = cycles.exits(a);
    // A's blocks as a bitmap: the searches test every edge, and a bit per block stays in cache.
    long[] inA = new long[(n >>> 6) + 1];
    for (int v : cycles.cycles.get(a).blocks()) {
      inA[v >>> 6] |= 1L << v;
    }
    boolean[] join = new boolean[n];
    CutRegion cut = CutRegion.find(g, inA, exits, candidates, later, budget);
    if (cut != null) {
      byte[] flags = frontier(cut.graph, cut.exits, null);
      for (int v = 0; v < cut.original.length; v++) {
        join[cut.original[v]] = (flags[v] & JOIN) != 0;
      }
    } else {
      // The whole region, on a view of the CFG with a virtual root n (edges to every exit) in
      // which A's blocks are absent: no renumbered copy of the region.
      byte[] flags = frontier(new Rooted(g, exits), exits, v -> v < n && CutRegion.member(inA, v));
      for (int v = 0; v < n; v++) {
        join[v] = (flags[v] & JOIN) != 0;
      }
    }
    for (int e : exits) {
      int inside = 0;
      int seen = -1;
      // Predecessors are sorted by source, so repeated edges from one block are adjacent.
      for (int p : g.predecessors(e)) {
        if (CutRegion.member(inA, p) && p != seen) {
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

  /**
   * Returns join flags for the iterated dominance frontier of {@code defs} in {@code rooted}
   * (whose entry is a virtual root with an edge to every def), skipping {@code absent} blocks.
   */
  private static byte[] frontier(FlowGraph rooted, int[] defs, IntPredicate absent) {
    int size = rooted.size();
    int root = rooted.entry();
    // Phase 1 of 3: dominators.
    int[] idom = absent == null ? DominatorTree.immediateDominators(rooted)
        : DominatorTree.immediateDominators(rooted, absent);
    // Phase 2 of 3: children lists of the dominator tree (compressed rows) and levels (root 0;
    // NOT_IN_REGION for absent blocks and blocks not reachable from the defs).
    int[] childStart = new int[size + 1];
    for (int v = 0; v < size; v++) {
      if (idom[v] >= 0) {
        childStart[idom[v] + 1]++;
      }
    }
    for (int v = 0; v < size; v++) {
      childStart[v + 1] += childStart[v];
    }
    int[] children = new int[childStart[size]];
    // childStart[x] serves as x's fill cursor, ending at the start of x + 1; one shift restores.
    for (int v = 0; v < size; v++) {
      if (idom[v] >= 0) {
        children[childStart[idom[v]]++] = v;
      }
    }
    System.arraycopy(childStart, 0, childStart, 1, size);
    childStart[0] = 0;
    int[] level = new int[size];
    Arrays.fill(level, NOT_IN_REGION);
    level[root] = 0;
    IntStack walk = new IntStack();
    walk.push(root);
    while (!walk.isEmpty()) {
      int x = walk.pop();
      for (int k = childStart[x]; k < childStart[x + 1]; k++) {
        level[children[k]] = level[x] + 1;
        walk.push(children[k]);
      }
    }
    // Phase 3 of 3: iterated frontier of the defs (Sreedhar-Gao with a level-bucket queue,
    // deepest first, as LLVM's IDFCalculator): walking the dominator subtree of a queued node,
    // an edge to a block no deeper than that node enters its frontier.
    return iteratedFrontier(rooted, defs, level, childStart, children);
  }

  /** Level of blocks outside the region: deeper than any, so no edge to them is a frontier edge. */
  private static final int NOT_IN_REGION = Integer.MAX_VALUE;

  /** Join flag: the block is in the iterated frontier (and was queued). */
  private static final byte JOIN = 1;
  /** Flag: the block is a definition, queued from the start. */
  private static final byte DEF = 2;
  /** Flag: a dominator subtree walk reached the block. */
  private static final byte WALKED = 4;

  /**
   * Returns flags by node whose {@link #JOIN} bit is membership in the iterated dominance
   * frontier of {@code defs}, each node walked once: O(region + edges). One byte of flags per
   * node rather than a boolean array per flag keeps the working set small.
   */
  private static byte[] iteratedFrontier(FlowGraph region, int[] defs, int[] level,
      int[] childStart, int[] children) {
    int size = region.size();
    byte[] flags = new byte[size];
    // Bucket queue: head[level] starts a list linked through next[]; each node enters once.
    int[] head = new int[size + 1];
    Arrays.fill(head, -1);
    int[] next = new int[size];
    int top = 0;
    for (int x : defs) {
      if ((flags[x] & DEF) == 0 && level[x] != NOT_IN_REGION) {
        flags[x] |= DEF;
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
        flags[root] |= WALKED;
        while (!walk.isEmpty()) {
          int x = walk.pop();
          for (int y : region.successors(x)) {
            if (level[y] > l || (flags[y] & JOIN) != 0) {
              continue;
            }
            flags[y] |= JOIN;
            if ((flags[y] & DEF) == 0) {
              next[y] = head[level[y]];
              head[level[y]] = y;
            }
          }
          for (int k = childStart[x]; k < childStart[x + 1]; k++) {
            int c = children[k];
            if ((flags[c] & WALKED) == 0) {
              flags[c] |= WALKED;
              walk.push(c);
            }
          }
        }
      }
    }
    return flags;
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
