/**
 * The IR-agnostic graph layer: {@link dev.cvg.graph.FlowGraph} (a rooted digraph over dense
 * node numbers), DFS orders ({@link dev.cvg.graph.DepthFirstOrder}) and the successor orders a
 * DFS may follow ({@link dev.cvg.graph.SuccessorOrder}).
 *
 * <p>Invariants: nodes are {@code 0..size()-1}; an edge is (source, successor index), so
 * multi-edges are distinct edges; every object here is immutable after construction and safe
 * to share between threads; every traversal is iterative (no recursion proportional to the
 * graph size) and deterministic for a given graph and successor order.
 *
 * <p>Dependencies: this package depends on no other cvg package (the IR's {@code FunctionIndex}
 * builds a {@code FlowGraph}, so a dependency back on {@code dev.cvg.ir} or on {@code dev.cvg.diag},
 * which names IR entities, would be a package cycle). Diagnostics about graph nodes are made by
 * {@code dev.cvg.diag.GraphDiagnostics}.
 */
package dev.cvg.graph;
