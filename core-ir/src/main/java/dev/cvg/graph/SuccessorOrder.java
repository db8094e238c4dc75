package dev.cvg.graph;

/**
 * The order in which a depth-first search explores the successors of a node.
 *
 * <p>A cycle hierarchy of an irreducible CFG depends on the DFS that built it (the header of a
 * multi-entry cycle is the entry the DFS meets first), so every DFS-based analysis in cvg takes
 * a {@code SuccessorOrder}. {@link #llvm()} reproduces LLVM's {@code GenericCycleInfo}, which
 * explores successors last-to-first; the oracle quantifies over other orders with
 * {@link #seeded(long)}.
 *
 * <p>Implementations must be pure functions of {@code (graph, node)}: the same arguments give the
 * same permutation on every call and from every thread.
 */
public interface SuccessorOrder {

  /**
   * Returns the successors of {@code node} in exploration order: a permutation of
   * {@code g.successors(node)}, duplicates (multi-edges) included. Callers must not modify the
   * returned array; it may be the graph's own array.
   *
   * @param g the graph
   * @param node a node of {@code g}
   * @return its successors in exploration order
   */
  int[] order(FlowGraph g, int node);

  /**
   * Returns the order of LLVM's CycleInfo DFS: last successor first.
   *
   * @return the order
   */
  static SuccessorOrder llvm() {
    return SuccessorOrders.LastToFirst.INSTANCE;
  }

  /**
   * Returns the textual order: first successor first (LLVM's {@code po_iterator} order).
   *
   * @return the order
   */
  static SuccessorOrder textual() {
    return SuccessorOrders.FirstToLast.INSTANCE;
  }

  /**
   * Returns a deterministic pseudo-random order: the permutation of each node's successors
   * depends only on {@code seed}, the node number and the successor list, never on the order of
   * calls.
   *
   * @param seed the seed of the permutations
   * @return the order
   */
  static SuccessorOrder seeded(long seed) {
    return new SuccessorOrders.Seeded(seed);
  }
}
