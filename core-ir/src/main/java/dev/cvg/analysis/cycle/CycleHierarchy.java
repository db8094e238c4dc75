package dev.cvg.analysis.cycle;

import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * The cycle hierarchy of a {@link FlowGraph} relative to one DFS, with LLVM's
 * {@code GenericCycleInfo} semantics (spec {@code CycleTerminology}): the cycles of an
 * arbitrary, also irreducible, CFG nested into a forest.
 *
 * <p>Definitions (see {@code docs/cycles.md} and {@link Cycle}): a cycle is a
 * maximal strongly connected region of reachable nodes; its header is the entry the DFS meets
 * first; its entries are its nodes with a reachable predecessor outside it; the cycles nested
 * in a cycle are the cycles of that cycle minus its header. Nodes unreachable from the entry
 * are in no cycle, and unreachable predecessors make no node an entry. With reducible control
 * flow the cycles are exactly the natural loops, whatever the DFS; with irreducible flow the
 * headers, and even the nesting, depend on the DFS — which is why the hierarchy can be built
 * for any {@link SuccessorOrder} (the oracle quantifies over them).
 *
 * <pre>
 *   0 -> 1 -> 2 -> 3      cycles (llvm() DFS):  depth=1 entries(1) 2 3
 *        ^    ^    |                               depth=2 entries(2) 3
 *        |    +----+  (3 -> 2, 3 -> 1)
 *        +---------+
 * </pre>
 *
 * <p>Orders: {@link #topLevel()}, {@link Cycle#children()}, {@link Cycle#entries()} and
 * {@link Cycle#blocks()} follow LLVM 22 exactly (so {@link CyclePrinter} output equals
 * {@code opt-22 -passes='print<cycles>'}), assuming that {@link FlowGraph#predecessors} lists
 * sources in layout order, as {@code Function.index().cfg()} does. {@link #cycles()} is the
 * preorder of that forest. Construction cost: see {@code CycleBuilder} (near-linear); queries
 * are O(1) except list-returning ones. Immutable and thread-safe.
 */
public final class CycleHierarchy {
  private final FlowGraph graph;
  private final SuccessorOrder order;
  private final CycleForest forest;
  private final List<Cycle> cycles;
  private final List<Cycle> topLevel;
  private final List<List<Cycle>> children;

  private CycleHierarchy(FlowGraph graph, SuccessorOrder order, CycleForest forest) {
    this.graph = graph;
    this.order = order;
    this.forest = forest;
    Cycle[] all = new Cycle[forest.count];
    for (int i = 0; i < all.length; i++) {
      all[i] = new Cycle(this, forest, i);
    }
    this.cycles = List.of(all);
    List<List<Cycle>> kids = new ArrayList<>(all.length);
    for (int i = 0; i < all.length; i++) {
      Cycle[] c = new Cycle[forest.childStart[i + 1] - forest.childStart[i]];
      for (int k = 0; k < c.length; k++) {
        c[k] = all[forest.children[forest.childStart[i] + k]];
      }
      kids.add(List.of(c));
    }
    this.children = Collections.unmodifiableList(kids);
    Cycle[] top = new Cycle[forest.topLevel.length];
    for (int k = 0; k < top.length; k++) {
      top[k] = all[forest.topLevel[k]];
    }
    this.topLevel = List.of(top);
  }

  /**
   * Returns the hierarchy for LLVM 22's DFS (successors explored last-to-first).
   *
   * @param g the graph
   * @return its cycle hierarchy
   */
  public static CycleHierarchy of(FlowGraph g) {
    return of(g, SuccessorOrder.llvm());
  }

  /**
   * Returns the hierarchy for the DFS that explores successors in {@code order}.
   *
   * @param g the graph
   * @param order the successor order of the DFS
   * @return its cycle hierarchy relative to that DFS
   */
  public static CycleHierarchy of(FlowGraph g, SuccessorOrder order) {
    return new CycleHierarchy(g, order, CycleBuilder.build(g, order));
  }

  /**
   * Returns the hierarchy over an already built forest, taken as it is: for tests that corrupt
   * a forest to show that {@link #verify()} catches it.
   */
  static CycleHierarchy ofForest(FlowGraph g, SuccessorOrder order, CycleForest forest) {
    return new CycleHierarchy(g, order, forest);
  }

  /**
   * Returns the analysed graph.
   *
   * @return the graph
   */
  public FlowGraph graph() {
    return graph;
  }

  /**
   * Returns the successor order of the DFS the hierarchy is relative to.
   *
   * @return the successor order
   */
  public SuccessorOrder successorOrder() {
    return order;
  }

  /**
   * Returns the outermost cycles in LLVM's order.
   *
   * @return the top-level cycles
   */
  public List<Cycle> topLevel() {
    return topLevel;
  }

  /**
   * Returns every cycle, parents before children (preorder); {@code cycles().get(c.index()) == c}.
   *
   * @return the cycles in preorder
   */
  public List<Cycle> cycles() {
    return cycles;
  }

  /**
   * Returns the innermost cycle containing {@code node}, or empty if it is in none.
   *
   * @param node a node
   * @return its innermost cycle, or empty
   */
  public Optional<Cycle> innermost(int node) {
    int c = forest.innermost[node];
    return c < 0 ? Optional.empty() : Optional.of(cycles.get(c));
  }

  /**
   * Returns the {@link Cycle#index()} of the innermost cycle containing {@code node}, or -1:
   * {@link #innermost} without the {@code Optional}, for hot loops.
   *
   * @param node a node
   * @return the index of its innermost cycle, or -1
   */
  public int innermostIndex(int node) {
    return forest.innermost[node];
  }

  /**
   * Returns the number of cycles containing {@code node} (0 outside every cycle).
   *
   * @param node a node
   * @return its cycle depth
   */
  public int depth(int node) {
    int c = forest.innermost[node];
    return c < 0 ? 0 : forest.depth[c];
  }

  /**
   * Returns the cycles containing {@code node}, outermost first.
   *
   * @param node a node
   * @return the cycles containing it
   */
  public List<Cycle> cyclesContaining(int node) {
    int c = forest.innermost[node];
    if (c < 0) {
      return List.of();
    }
    Cycle[] chain = new Cycle[forest.depth[c]];
    for (int k = chain.length - 1; k >= 0; k--, c = forest.parent[c]) {
      chain[k] = cycles.get(c);
    }
    return List.of(chain);
  }

  /**
   * Returns the smallest cycle containing both {@code a} and {@code b}, or empty if none does
   * (LLVM's {@code getSmallestCommonCycle}).
   *
   * @param a a node
   * @param b a node
   * @return the smallest common cycle, or empty
   */
  public Optional<Cycle> smallestCommonCycle(int a, int b) {
    int x = forest.innermost[a];
    int y = forest.innermost[b];
    if (x < 0 || y < 0) {
      return Optional.empty();
    }
    while (forest.depth[x] > forest.depth[y]) {
      x = forest.parent[x];
    }
    while (forest.depth[y] > forest.depth[x]) {
      y = forest.parent[y];
    }
    while (x != y && x >= 0) {
      x = forest.parent[x];
      y = forest.parent[y];
    }
    return x < 0 ? Optional.empty() : Optional.of(cycles.get(x));
  }

  /**
   * Checks this hierarchy against its graph and returns every inconsistency, empty when it is
   * the graph's cycle hierarchy for its DFS (LLVM's {@code GenericCycleInfo::verify}): each
   * cycle's blocks are reachable and listed once, header first; it is strongly connected and
   * has an edge; its entries are exactly the header plus the blocks with a reachable
   * predecessor outside it, header first, none before the header in DFS preorder;
   * {@code isReducible()} matches the entry count; children lie inside their parent without its
   * header, are pairwise disjoint, link back to their parent and are one level deeper; top-level
   * cycles are disjoint and all listed; every node's {@link #innermost} cycle is the deepest
   * cycle listing it and {@link #depth} its depth; and the whole hierarchy (headers, entries,
   * block orders, parents) equals a recomputation with the same {@link SuccessorOrder}. Messages
   * name cycles by their header ({@code cycle %H}) with the {@code print<cycles>} line as
   * context. Cost: O((V + E) · d) for nesting depth d plus one construction; see
   * {@code CycleVerifier}.
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verify() {
    return new CycleVerifier(this).verify();
  }

  List<Cycle> childrenOf(int index) {
    return children.get(index);
  }
}
