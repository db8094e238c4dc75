package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;

/**
 * The graph {@code G_B} on which the reference twin ({@link NaiveUniformity}) asks its path
 * questions about one divergent branch {@code B}, built from the definitions in
 * docs/uniformity.md:
 *
 * <ul>
 *   <li>{@code B} is removed; edges into it go to a copy {@code B'} (node {@code n}) without
 *       successors, so paths start at {@code B} and may end back at it, but never pass it;
 *   <li>the header of every <em>reducible</em> cycle containing {@code B} (other than {@code B})
 *       leads only to that cycle's exits ("jump" edges): threads that go around such a cycle meet
 *       the others again only at its header, in a later iteration;
 *   <li>headers of irreducible cycles stay ordinary nodes: which entry is the header depends on
 *       the DFS, so a join reached through one must be judged by the cycle criteria
 *       ({@link NaiveCycleCriteria}), not hidden.
 * </ul>
 *
 * <pre>
 *   entry -> H;  H -> B | X;  B -> T | F;  T -> H;  F -> H     (H: reducible header, B inside)
 *   G_B:  T -> H,  F -> H,  H -> X (jump),  no node B
 *   H is a join of B (threads meet there in the next iteration); X is not (both paths pass H)
 * </pre>
 *
 * <p>Test-only brute force: every query is a max-flow ({@link DisjointPaths}) or a search.
 */
final class BranchGraph {
  /** The branch block. */
  final int branch;
  /** The copy {@code B'} standing for "back at the branch". */
  final int copy;
  /** Successor arrays of G_B; {@code null} removes a node (only {@code B}). */
  final int[][] succ;
  /** For node {@code v}: the cycle whose exits header {@code v} jumps to, or -1. */
  final int[] jumpCycle;
  /** The distinct successors of {@code B} in G_B ({@code B'} for a self loop), ascending. */
  final List<Integer> sources;
  private final CycleHierarchy h;

  BranchGraph(FlowGraph g, CycleHierarchy h, int branch) {
    this.h = h;
    this.branch = branch;
    int n = g.size();
    this.copy = n;
    this.succ = new int[n + 1][];
    this.jumpCycle = new int[n + 1];
    Arrays.fill(jumpCycle, -1);
    for (int v = 0; v < n; v++) {
      succ[v] = JumpGraphPaths.redirect(g.successors(v), branch, copy);
    }
    for (Cycle c : h.cyclesContaining(branch)) {
      if (c.isReducible() && c.header() != branch) {
        succ[c.header()] = JumpGraphPaths.redirect(c.exits(), branch, copy);
        jumpCycle[c.header()] = c.index();
      }
    }
    succ[branch] = null;
    succ[copy] = new int[0];
    this.sources = new ArrayList<>(new TreeSet<>(
        JumpGraphPaths.toList(JumpGraphPaths.redirect(g.successors(branch), branch, copy))));
  }

  /** Returns the node of G_B standing for CFG node {@code v} as a path's end. */
  int node(int v) {
    return v == branch ? copy : v;
  }

  /** Returns the CFG node a node of G_B stands for. */
  int block(int v) {
    return v == copy ? branch : v;
  }

  /** Returns the joins of the branch as CFG nodes ({@code B} itself for {@code B'}), ascending. */
  List<Integer> joins() {
    List<Integer> out = new ArrayList<>();
    for (int j = 0; j < succ.length; j++) {
      if (j != branch && JumpGraphPaths.isJoin(h, succ, jumpCycle, sources, j)) {
        out.add(block(j));
      }
    }
    return out.stream().sorted().toList();
  }

  /**
   * Returns whether exit {@code x} of cycle {@code c} (which contains the branch) is divergent:
   * reached within the iteration on a path disjoint from a path back to the header of {@code c}
   * ({@code B'} when the branch is that header).
   */
  boolean isDivergentExit(Cycle c, int x) {
    return JumpGraphPaths.isDivergentExit(h, succ, jumpCycle, sources, c, node(c.header()), x);
  }

  /**
   * Returns whether two disjoint paths from distinct successors of the branch reach two
   * different entries of {@code c} (spec "Diverged Paths reaching a Cycle"); {@code c} must not
   * contain the branch. A path ends at the first node of {@code c} it meets, which is an entry.
   */
  boolean reachesDifferentEntries(Cycle c) {
    if (c.entries().size() < 2) {
      return false;
    }
    return new DisjointPaths(succ).twoDisjoint(sources, c.entries(), 1);
  }
}
