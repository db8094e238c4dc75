package dev.cvg.analysis.dominance;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.GraphDiagnostics;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalInt;

/**
 * The post-dominator tree of a {@link FlowGraph}: {@code a} post-dominates {@code b} iff every
 * path from {@code b} to the (virtual) exit passes through {@code a}.
 *
 * <p><b>Virtual exit.</b> The tree is the dominator tree of the reverse graph rooted at a
 * virtual exit node that is not a graph node. The virtual exit has an edge to each
 * {@linkplain #roots() root}: every node without successors, and, following LLVM's
 * {@code PostDominatorTree} (see {@code PostDominatorRoots}), one node per region that
 * reaches no exit (an infinite loop): the node a forward DFS from the region's first unmarked
 * node visits last. So every node of the graph, including nodes unreachable from the entry and
 * nodes in infinite loops, is in the tree, and {@link #postDominates} is total: there is no
 * unreachable-node convention to choose here. A root's {@link #ipdom} is empty (its immediate
 * post-dominator is the virtual exit), as is that of any node post-dominated only by the
 * virtual exit (for example a branch between an exit and an infinite loop).
 *
 * <pre>
 *   entry -> b -> x (ret)      roots = {x, a2}
 *    |       ^\                ipdom(b) = x, ipdom(b2) = b, ipdom(entry) = empty
 *    v       b2                ipdom(a) = a2 (a2 is the infinite loop's root)
 *    a &lt;-> a2
 * </pre>
 *
 * <p>Complexity: construction O(E log V) plus LLVM's root search (linear in practice; see
 * {@code PostDominatorRoots}); post-dominance queries O(1). Immutable and thread-safe.
 */
public final class PostDominatorTree {
  private final FlowGraph graph;
  private final TreeIndex tree;
  /** The nodes connected to the virtual exit, ascending. */
  private final int[] roots;

  private PostDominatorTree(FlowGraph graph, TreeIndex tree, int[] roots) {
    this.graph = graph;
    this.tree = tree;
    this.roots = roots;
  }

  /**
   * Returns the post-dominator tree of {@code g}.
   *
   * @param g the graph
   * @return its post-dominator tree
   */
  public static PostDominatorTree of(FlowGraph g) {
    int n = g.size();
    int[] roots = PostDominatorRoots.find(g);
    int[] idom = SemiNca.immediateDominators(new ReverseGraph(g, roots), n);
    int[] parent = new int[n];
    boolean[] member = new boolean[n];
    for (int v = 0; v < n; v++) {
      parent[v] = idom[v] == n ? -1 : idom[v];
      member[v] = idom[v] >= 0;
    }
    return new PostDominatorTree(g, new TreeIndex(parent, member), roots);
  }

  /**
   * Returns the tree with the given roots and immediate post-dominators ({@code -1} for the
   * virtual exit), every node a member, taken as they are: for tests that need a wrong tree to
   * show that {@link #verify()} catches it.
   */
  static PostDominatorTree ofImmediatePostDominators(FlowGraph g, int[] ipdom, int[] roots) {
    boolean[] member = new boolean[g.size()];
    Arrays.fill(member, true);
    return new PostDominatorTree(g, new TreeIndex(ipdom.clone(), member), roots.clone());
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
   * Returns the nodes connected to the virtual exit: the exits and one node per region that
   * reaches no exit, ascending. Each has an empty {@link #ipdom}.
   *
   * @return the roots (a fresh array)
   */
  public int[] roots() {
    return roots.clone();
  }

  /**
   * Returns whether {@code a} post-dominates {@code b} (reflexive).
   *
   * @param a the post-dominator candidate
   * @param b the post-dominated candidate
   * @return whether {@code a} post-dominates {@code b}
   */
  public boolean postDominates(int a, int b) {
    return a == b || tree.isAncestor(a, b);
  }

  /**
   * Returns whether {@code a} post-dominates {@code b} and {@code a != b}.
   *
   * @param a the post-dominator candidate
   * @param b the post-dominated candidate
   * @return whether {@code a} strictly post-dominates {@code b}
   */
  public boolean strictlyPostDominates(int a, int b) {
    return a != b && tree.isAncestor(a, b);
  }

  /**
   * Returns the immediate post-dominator of {@code b}; empty when it is the virtual exit (for
   * exits, infinite-loop roots and nodes post-dominated only by the virtual exit).
   *
   * @param b a node
   * @return its immediate post-dominator, or empty
   */
  public OptionalInt ipdom(int b) {
    int p = tree.parent(b);
    return p < 0 ? OptionalInt.empty() : OptionalInt.of(p);
  }

  /**
   * Returns the immediate post-dominator of {@code b} as a plain int, -1 when it is the virtual
   * exit: {@link #ipdom} without the {@code OptionalInt}, for hot loops.
   *
   * @param b a node
   * @return its immediate post-dominator, or -1
   */
  public int immediatePostDominator(int b) {
    return tree.parent(b);
  }

  /**
   * Returns the nodes {@code n} immediately post-dominates, ascending (a fresh array).
   *
   * @param n a node
   * @return its children in the tree
   */
  public int[] children(int n) {
    return tree.children(n);
  }

  /**
   * Returns every node whose immediate post-dominator is the virtual exit, ascending: the
   * {@link #roots()} plus nodes post-dominated by no real node.
   *
   * @return the nodes directly below the virtual exit
   */
  public int[] topLevel() {
    return tree.roots();
  }

  /**
   * Returns the depth of {@code n} below the virtual exit (nodes directly below it: 0).
   *
   * @param n a node
   * @return its level
   */
  public int level(int n) {
    return tree.level(n);
  }

  /**
   * Returns the nearest common post-dominator of {@code a} and {@code b}; empty when it is the
   * virtual exit.
   *
   * @param a a node
   * @param b a node
   * @return the nearest common post-dominator, or empty
   */
  public OptionalInt nearestCommonPostDominator(int a, int b) {
    int c = tree.nearestCommonAncestor(a, b);
    return c < 0 ? OptionalInt.empty() : OptionalInt.of(c);
  }

  /**
   * Checks this tree against its graph and returns every inconsistency, empty when the tree is
   * the graph's post-dominator tree (LLVM's {@code PostDominatorTree::verify}): the
   * {@linkplain #roots() roots} are the ones LLVM's root selection chooses; then, on the reverse
   * graph rooted at the virtual exit, the checks of {@link DominatorTree#verify()}: every node
   * is in the tree below the virtual exit, levels, children and the ancestor index agree with
   * the immediate post-dominators, every immediate post-dominator of {@code w} is a tree
   * ancestor of each successor of {@code w} (parent property; a root's is the virtual exit),
   * and the immediate post-dominators equal a recomputation from scratch. Cost: O(V + E) plus
   * the root search and one Semi-NCA run (see {@link #of}).
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verify() {
    return verify(false);
  }

  /**
   * Runs {@link #verify()} and, if it finds nothing, also checks the sibling property (no node
   * post-dominates a sibling), LLVM's {@code VerificationLevel::Full}. Cost O(V · (V + E)).
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verifyFull() {
    return verify(true);
  }

  private List<Diagnostic> verify(boolean full) {
    int n = graph.size();
    List<Diagnostic> found = new ArrayList<>();
    int[] fresh = PostDominatorRoots.find(graph);
    for (int r : roots) {
      if (Arrays.binarySearch(fresh, r) < 0) {
        found.add(GraphDiagnostics.error(graph, r, GraphDiagnostics.label(graph, r)
            + " is a root of the post-dominator tree, but LLVM's root selection does not choose it"));
      }
    }
    for (int r : fresh) {
      if (Arrays.binarySearch(roots, r) < 0) {
        found.add(GraphDiagnostics.error(graph, r, GraphDiagnostics.label(graph, r)
            + " is not a root of the post-dominator tree, but LLVM's root selection chooses it"));
      }
    }
    // The virtual exit is node n of the reverse graph; parents -1 (virtual exit) become n.
    int[] parent = new int[n + 1];
    for (int v = 0; v < n; v++) {
      parent[v] = !tree.isMember(v) ? -1 : tree.parent(v) >= 0 ? tree.parent(v) : n;
    }
    parent[n] = -1;
    int[] expected = SemiNca.immediateDominators(new ReverseGraph(graph, fresh), n);
    found.addAll(new TreeVerifier(new ReverseGraph(graph, roots), parent, n,
        TreeVerifier.POST_DOMINATORS).verify(tree, expected, full));
    return found;
  }
}
