package dev.cvg.graph;

/**
 * A rooted directed graph over dense node numbers {@code 0..size()-1}, the one interface every
 * CFG algorithm (dominators, DFS orders, cycles) is written against, so that property tests can
 * run them on random integer graphs as well as on IR.
 *
 * <p>Edges are identified by (source, successor index): {@code successors(n)[k]} is the target
 * of edge {@code k} of {@code n}, and the same target may appear twice (a conditional branch
 * with equal targets has two edges). {@code predecessors(n)} lists each incoming edge's source
 * once per edge, in the order of the sources' numbering and then edge index.
 */
public interface FlowGraph {

  /**
   * Returns the number of nodes.
   *
   * @return the node count; nodes are {@code 0..size()-1}
   */
  int size();

  /**
   * Returns the root node (the entry block).
   *
   * @return the entry node
   */
  int entry();

  /**
   * Returns the targets of the outgoing edges of {@code node}, in edge order; callers must not
   * modify it.
   *
   * @param node a node
   * @return its successors, repeated for parallel edges
   */
  int[] successors(int node);

  /**
   * Returns the sources of the incoming edges of {@code node}; callers must not modify it.
   *
   * @param node a node
   * @return its predecessors
   */
  int[] predecessors(int node);

  /**
   * Returns a printable name of {@code node} (block name for IR graphs).
   *
   * @param node a node
   * @return its name, for messages and printouts
   */
  default String name(int node) {
    return Integer.toString(node);
  }

  /**
   * Returns a graph built from successor lists (node 0 is the entry).
   *
   * @param successors the successors of each node, indexed by node
   * @return the graph
   */
  static FlowGraph of(int[][] successors) {
    return ArrayFlowGraph.of(successors, 0, null);
  }
}
