package dev.cvg.analysis.dominance;

import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import java.util.List;
import java.util.OptionalInt;

/**
 * The dominator tree of a {@link FlowGraph}: {@code a} dominates {@code b} iff every path from
 * the entry to {@code b} passes through {@code a}.
 *
 * <p>Built by Semi-NCA (Georgiadis 2005; see {@code SemiNca}) and indexed with preorder
 * entry/exit numbers of the tree, so {@link #dominates} and {@link #strictlyDominates} are O(1)
 * interval tests. Children are listed in ascending node order.
 *
 * <p><b>Unreachable nodes</b> (decided once, LLVM's convention, which the definition implies
 * vacuously): a node not reachable from the entry is not in the tree; no path reaches it, so
 * <em>every</em> node dominates it, and it dominates no reachable node. Concretely, for
 * unreachable {@code u} and reachable {@code r}: {@code dominates(x, u)} is true for every
 * {@code x} (including {@code dominates(u, u)}), {@code dominates(u, r)} is false,
 * {@code strictlyDominates(x, u)} is {@code x != u}, {@code idom(u)} is empty,
 * {@code children(u)} is empty and {@code level(u)} is -1. This matches LLVM's
 * {@code DominatorTree::dominates} (so "the definition dominates the use" holds for uses in
 * unreachable blocks, as LLVM's verifier accepts); Cranelift answers false instead.
 *
 * <pre>
 *   entry            idom(a) = idom(b) = idom(join) = entry
 *    /  \            dominates(entry, join), !dominates(a, join)
 *   a    b           dead has no predecessor path from entry:
 *    \  /            dominates(a, dead) == true, idom(dead) empty
 *    join   dead
 * </pre>
 *
 * <p>Complexity: construction O(E log V) (Semi-NCA; see its notes), queries O(1) except
 * {@link #nearestCommonDominator} (O(tree depth)). Immutable and thread-safe.
 */
public final class DominatorTree {
  private final FlowGraph graph;
  private final TreeIndex tree;

  private DominatorTree(FlowGraph graph, TreeIndex tree) {
    this.graph = graph;
    this.tree = tree;
  }

  /**
   * Returns the dominator tree of {@code g} rooted at {@code g.entry()}.
   *
   * @param g the graph
   * @return its dominator tree
   */
  public static DominatorTree of(FlowGraph g) {
    return ofImmediateDominators(g, immediateDominators(g));
  }

  /**
   * Returns the tree with the given immediate dominators ({@code -1} for the entry and
   * unreachable nodes), taken as they are: for {@link #of} and for tests that need a wrong tree
   * to show that {@link #verify()} catches it.
   */
  static DominatorTree ofImmediateDominators(FlowGraph g, int[] idom) {
    int n = g.size();
    boolean[] member = new boolean[n];
    for (int v = 0; v < n; v++) {
      member[v] = idom[v] >= 0 || v == g.entry();
    }
    return new DominatorTree(g, new TreeIndex(idom, member));
  }

  /**
   * Returns the immediate dominator of every node of {@code g} ({@code -1} for the entry and for
   * unreachable nodes), without building the tree index: for callers that only walk idom chains.
   * Same Semi-NCA computation as {@link #of}, O(E log V).
   *
   * @param g the graph
   * @return the immediate dominators, indexed by node
   */
  public static int[] immediateDominators(FlowGraph g) {
    return g.size() == 0 ? new int[0] : SemiNca.immediateDominators(g, g.entry());
  }

  /**
   * Returns the immediate dominators of the subgraph of {@code g} without the nodes
   * {@code absent} accepts, rooted at {@code g.entry()} (which must not be absent): -1 for the
   * entry, for absent nodes and for nodes unreachable without passing an absent one. Spares
   * callers a renumbered copy of a large subgraph. Same Semi-NCA computation, O(E log V).
   *
   * @param g the graph
   * @param absent which nodes to leave out
   * @return the immediate dominators, indexed by node
   */
  public static int[] immediateDominators(FlowGraph g, java.util.function.IntPredicate absent) {
    return g.size() == 0 ? new int[0] : SemiNca.immediateDominators(g, g.entry(), absent);
  }

  /**
   * Returns the graph this tree was built for.
   *
   * @return the graph
   */
  public FlowGraph graph() {
    return graph;
  }

  /**
   * Returns the root of the tree, the graph's entry.
   *
   * @return the root node
   */
  public int root() {
    return graph.entry();
  }

  /**
   * Returns whether {@code b} is reachable from the entry (and so in the tree).
   *
   * @param b a node
   * @return whether it is reachable
   */
  public boolean isReachable(int b) {
    return tree.isMember(b);
  }

  /**
   * Returns whether {@code a} dominates {@code b} (reflexive). True whenever {@code b} is
   * unreachable; false when {@code a} is unreachable and {@code b} reachable.
   *
   * @param a the dominator candidate
   * @param b the dominated candidate
   * @return whether {@code a} dominates {@code b}
   */
  public boolean dominates(int a, int b) {
    if (a == b || !tree.isMember(b)) {
      return true;
    }
    return tree.isAncestor(a, b);
  }

  /**
   * Returns whether {@code a} dominates {@code b} and {@code a != b}.
   *
   * @param a the dominator candidate
   * @param b the dominated candidate
   * @return whether {@code a} strictly dominates {@code b}
   */
  public boolean strictlyDominates(int a, int b) {
    return a != b && dominates(a, b);
  }

  /**
   * Returns the immediate dominator of {@code b}; empty for the entry and unreachable nodes.
   *
   * @param b a node
   * @return its immediate dominator, or empty
   */
  public OptionalInt idom(int b) {
    int p = tree.parent(b);
    return p < 0 ? OptionalInt.empty() : OptionalInt.of(p);
  }

  /**
   * Returns the immediate dominator of {@code b} as a plain int, -1 for the entry and
   * unreachable nodes: {@link #idom} without the {@code OptionalInt}, for hot loops.
   *
   * @param b a node
   * @return its immediate dominator, or -1
   */
  public int immediateDominator(int b) {
    return tree.parent(b);
  }

  /**
   * Returns the nodes {@code b} immediately dominates, ascending (a fresh array).
   *
   * @param n a node
   * @return its children in the tree
   */
  public int[] children(int n) {
    return tree.children(n);
  }

  /**
   * Returns the depth of {@code n} in the tree (the entry has level 0), or -1 if unreachable.
   *
   * @param n a node
   * @return its level, or -1
   */
  public int level(int n) {
    return tree.level(n);
  }

  /**
   * Returns the nearest common dominator of {@code a} and {@code b}; empty if either is
   * unreachable.
   *
   * @param a a node
   * @param b a node
   * @return the nearest common dominator, or empty
   */
  public OptionalInt nearestCommonDominator(int a, int b) {
    if (!tree.isMember(a) || !tree.isMember(b)) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(tree.nearestCommonAncestor(a, b));
  }

  /**
   * Returns the reachable nodes in tree preorder, children ascending (a fresh array).
   *
   * @return the preorder
   */
  public int[] preorder() {
    return tree.preorder();
  }

  /**
   * Checks this tree against its graph and returns every inconsistency, empty when the tree is
   * the graph's dominator tree (LLVM's {@code DominatorTree::verify}): the entry is the root
   * and has no immediate dominator; exactly the nodes reachable from the entry are in the tree,
   * each with a reachable immediate dominator; following immediate dominators from any node
   * reaches the entry; levels, children lists and the O(1) ancestor index agree with the
   * immediate dominators; every immediate dominator {@code d} of {@code w} is a tree ancestor
   * of each predecessor of {@code w} (the parent property, which proves that each tree
   * ancestor of a node dominates it); and the immediate dominators equal a recomputation from
   * scratch. Messages name nodes as {@code %name}. Cost: O(V + E) plus one Semi-NCA run,
   * O(E log V). See {@code TreeVerifier}.
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verify() {
    return verify(false);
  }

  /**
   * Runs {@link #verify()} and, if it finds nothing, also checks the sibling property as LLVM's
   * {@code VerificationLevel::Full} does: no node dominates one of its siblings, tested by one
   * reachability search per node without that node. Cost O(V · (V + E)): for tests and
   * debugging, not for large functions.
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verifyFull() {
    return verify(true);
  }

  private List<Diagnostic> verify(boolean full) {
    int n = graph.size();
    int[] parent = new int[n];
    for (int v = 0; v < n; v++) {
      parent[v] = tree.parent(v);
    }
    return new TreeVerifier(graph, parent, -1, TreeVerifier.DOMINATORS)
        .verify(tree, immediateDominators(graph), full);
  }
}
