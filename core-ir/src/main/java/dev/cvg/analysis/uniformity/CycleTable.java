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
 * LLVM's {@code getExitBlocks} order and computed once per cycle, in O(|cycle| + out-edges).
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
      innermost[v] = hierarchy.innermost(v).map(Cycle::index).orElse(-1);
    }
    // Phase 1 of 2: per-cycle facts (preorder: parents before children).
    for (Cycle cy : cycles) {
      int i = cy.index();
      parent[i] = cy.parent().map(Cycle::index).orElse(-1);
      header[i] = cy.header();
      depth[i] = cy.depth();
      reducible[i] = cy.isReducible();
    }
    // Phase 2 of 2: exits with one shared scratch stamp array, and irreducible membership.
    int[] stamp = new int[n];
    Arrays.fill(stamp, -1);
    int[] buffer = new int[Math.max(4, n)];
    for (Cycle cy : cycles) {
      int i = cy.index();
      int count = 0;
      for (int b : cy.blocks()) {
        if (!reducible[i]) {
          inIrreducible[b] = true;
        }
        for (int s : g.successors(b)) {
          if (!cy.contains(s) && stamp[s] != i) {
            stamp[s] = i;
            buffer[count++] = s;
          }
        }
      }
      exits[i] = Arrays.copyOf(buffer, count);
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
