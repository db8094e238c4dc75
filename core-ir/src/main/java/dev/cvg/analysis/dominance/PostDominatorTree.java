package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
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
 *    a <-> a2
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

  /** Returns the post-dominator tree of {@code g}. */
  public static PostDominatorTree of(FlowGraph g) {
    int n = g.size();
    int[] roots = PostDominatorRoots.find(g);
    ReverseGraph reverse = new ReverseGraph(g, roots);
    int[] idom = SemiNca.immediateDominators(reverse, n);
    int[] parent = new int[n];
    boolean[] member = new boolean[n];
    for (int v = 0; v < n; v++) {
      parent[v] = idom[v] == n ? -1 : idom[v];
      member[v] = idom[v] >= 0;
    }
    return new PostDominatorTree(g, new TreeIndex(parent, member), roots);
  }

  /** Returns the graph this tree was built for. */
  public FlowGraph graph() {
    return graph;
  }

  /**
   * Returns the nodes connected to the virtual exit: the exits and one node per region that
   * reaches no exit, ascending. Each has an empty {@link #ipdom}.
   */
  public int[] roots() {
    return roots.clone();
  }

  /** Returns whether {@code a} post-dominates {@code b} (reflexive). */
  public boolean postDominates(int a, int b) {
    return a == b || tree.isAncestor(a, b);
  }

  /** Returns whether {@code a} post-dominates {@code b} and {@code a != b}. */
  public boolean strictlyPostDominates(int a, int b) {
    return a != b && tree.isAncestor(a, b);
  }

  /**
   * Returns the immediate post-dominator of {@code b}; empty when it is the virtual exit (for
   * exits, infinite-loop roots and nodes post-dominated only by the virtual exit).
   */
  public OptionalInt ipdom(int b) {
    int p = tree.parent(b);
    return p < 0 ? OptionalInt.empty() : OptionalInt.of(p);
  }

  /**
   * Returns the immediate post-dominator of {@code b} as a plain int, -1 when it is the virtual
   * exit: {@link #ipdom} without the {@code OptionalInt}, for hot loops.
   */
  public int immediatePostDominator(int b) {
    return tree.parent(b);
  }

  /** Returns the nodes {@code n} immediately post-dominates, ascending (a fresh array). */
  public int[] children(int n) {
    return tree.children(n);
  }

  /**
   * Returns every node whose immediate post-dominator is the virtual exit, ascending: the
   * {@link #roots()} plus nodes post-dominated by no real node.
   */
  public int[] topLevel() {
    return tree.roots();
  }

  /** Returns the depth of {@code n} below the virtual exit (nodes directly below it: 0). */
  public int level(int n) {
    return tree.level(n);
  }

  /**
   * Returns the nearest common post-dominator of {@code a} and {@code b}; empty when it is the
   * virtual exit.
   */
  public OptionalInt nearestCommonPostDominator(int a, int b) {
    int c = tree.nearestCommonAncestor(a, b);
    return c < 0 ? OptionalInt.empty() : OptionalInt.of(c);
  }
}
