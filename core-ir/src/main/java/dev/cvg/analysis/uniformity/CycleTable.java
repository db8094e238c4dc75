package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.List;

/**
 * Dense, cached facts about the cycles of one {@link CycleHierarchy}, indexed by
 * {@link Cycle#index()}: header, reducibility, parent, depth and exit blocks, plus the innermost
 * cycle of every node and whether a node lies in an irreducible cycle. The uniformity algorithms
 * query these in their inner loops, so each is an array read.
 *
 * <p>Invariants: {@code innermost[n] == -1} iff node {@code n} is in no cycle; exits are in
 * LLVM's {@code getExitBlocks} order (exiting blocks in {@link Cycle#blocks()} order, then edge
 * order, without repeats). Built in O(V + E + sum of exits + sorting the exits), independent of
 * the total size of nested cycles (a node at depth d is not visited d times).
 */
final class CycleTable {
  final CycleHierarchy hierarchy;
  final List<Cycle> cycles;
  /** Node to the index of its innermost cycle, or -1. */
  final int[] innermost;
  /** Cycle index to the index of its parent, or -1 at top level. */
  final int[] parent;
  final int[] header;
  final int[] depth;
  final boolean[] reducible;
  /** Node to whether some cycle containing it is irreducible. */
  final boolean[] inIrreducible;
  private final int[][] exits;
  /** Node to its position in the concatenated block lists of the top-level cycles, or -1. */
  private final int[] layoutPos;

  CycleTable(CycleHierarchy hierarchy) {
    this.hierarchy = hierarchy;
    this.cycles = hierarchy.cycles();
    FlowGraph g = hierarchy.graph();
    int n = g.size();
    int c = cycles.size();
    innermost = new int[n];
    parent = new int[c];
    header = new int[c];
    depth = new int[c];
    reducible = new boolean[c];
    exits = new int[c][];
    inIrreducible = new boolean[n];
    for (int v = 0; v < n; v++) {
      innermost[v] = hierarchy.innermostIndex(v);
    }
    // Phase 1 of 2: per-cycle facts (preorder: parents before children).
    for (Cycle cy : cycles) {
      int i = cy.index();
      parent[i] = cy.parent().map(Cycle::index).orElse(-1);
      header[i] = cy.header();
      depth[i] = cy.depth();
      reducible[i] = cy.isReducible();
    }
    layoutPos = new int[n];
    Arrays.fill(layoutPos, -1);
    int[] layoutBlock = new int[n];
    int pos = 0;
    for (Cycle top : hierarchy.topLevel()) {
      for (int b : top.blocks()) {
        layoutBlock[pos] = b;
        layoutPos[b] = pos++;
      }
    }
    // Phase 2 of 2: irreducible membership (a cycle inherits it from its parent), then exits
    // edge by edge: an edge u -> v leaves every cycle from u's innermost one up to, excluding,
    // the first that contains v. O(V + E + sum of exits), not O(sum of cycle sizes).
    boolean[] irreducibleAround = new boolean[c];
    for (Cycle cy : cycles) {
      int i = cy.index();
      irreducibleAround[i] = !reducible[i] || (parent[i] >= 0 && irreducibleAround[parent[i]]);
    }
    for (int v = 0; v < n; v++) {
      inIrreducible[v] = innermost[v] >= 0 && irreducibleAround[innermost[v]];
    }
    int[] count = new int[c];
    IntStack found = new IntStack();
    for (int u = 0; u < n; u++) {
      int[] succ = g.successors(u);
      for (int k = 0; k < succ.length; k++) {
        for (int cc = innermost[u]; cc >= 0 && !cycles.get(cc).contains(succ[k]); cc = parent[cc]) {
          found.push(cc);
          found.push(u);
          found.push(k);
          count[cc]++;
        }
      }
    }
    long[][] keyed = new long[c][];
    for (int i = 0; i < c; i++) {
      keyed[i] = new long[count[i]];
      count[i] = 0;
    }
    for (int t = 0; t < found.size(); t += 3) {
      int cc = found.get(t);
      int u = found.get(t + 1);
      int k = found.get(t + 2);
      // LLVM's getExitBlocks order: by the exiting block's place in the cycle, then edge order.
      keyed[cc][count[cc]++] = ((long) layoutPos[u] << 24) | k;
    }
    int[] stamp = new int[n];
    Arrays.fill(stamp, -1);
    for (int i = 0; i < c; i++) {
      Arrays.sort(keyed[i]);
      int[] out = new int[keyed[i].length];
      int m = 0;
      for (long key : keyed[i]) {
        int u = layoutBlock[(int) (key >>> 24)];
        int v = g.successors(u)[(int) (key & 0xFFFFFF)];
        if (stamp[v] != i) {
          stamp[v] = i;
          out[m++] = v;
        }
      }
      exits[i] = Arrays.copyOf(out, m);
    }
  }

  /**
   * Sorts cycle blocks into the order of {@link Cycle#blocks()} (every cycle's blocks form a
   * contiguous, equally ordered slice of its top-level cycle's list).
   */
  void sortByLayout(int[] blocks) {
    Integer[] boxed = new Integer[blocks.length];
    for (int k = 0; k < blocks.length; k++) {
      boxed[k] = blocks[k];
    }
    Arrays.sort(boxed, (x, y) -> Integer.compare(layoutPos[x], layoutPos[y]));
    for (int k = 0; k < blocks.length; k++) {
      blocks[k] = boxed[k];
    }
  }

  /** Returns whether cycle {@code c} contains node {@code node}. */
  boolean contains(int c, int node) {
    return cycles.get(c).contains(node);
  }

  /** Returns whether cycle {@code outer} contains cycle {@code inner} (or is it). */
  boolean containsCycle(int outer, int inner) {
    return cycles.get(outer).contains(cycles.get(inner));
  }

  /** Returns the exit blocks of cycle {@code c}; callers must not modify the array. */
  int[] exits(int c) {
    return exits[c];
  }

  /** Returns the nesting depth of node {@code n} (0 outside all cycles). */
  int nodeDepth(int n) {
    return innermost[n] < 0 ? 0 : depth[innermost[n]];
  }

  /** Returns whether node {@code n} is the header of a reducible cycle (its innermost one). */
  boolean isReducibleHeader(int n) {
    int c = innermost[n];
    return c >= 0 && header[c] == n && reducible[c];
  }
}
