/**
 * The IR-agnostic graph layer: {@link dev.cvg.graph.FlowGraph} (a rooted digraph over dense
 * node numbers), DFS orders ({@link dev.cvg.graph.DepthFirstOrder}) and the successor orders a
 * DFS may follow ({@link dev.cvg.graph.SuccessorOrder}).
 *
 * <p>Invariants: nodes are {@code 0..size()-1}; an edge is (source, successor index), so
 * multi-edges are distinct edges; every object here is immutable after construction and safe
 * to share between threads; every traversal is iterative (no recursion proportional to the
 * graph size) and deterministic for a given graph and successor order.
 */
package dev.cvg.graph;
