/**
 * Cycles of arbitrary (also irreducible) CFGs with LLVM's {@code GenericCycleInfo} semantics:
 * {@link dev.cvg.analysis.cycle.CycleHierarchy}, {@link dev.cvg.analysis.cycle.Cycle} and the
 * {@code print<cycles>} format {@link dev.cvg.analysis.cycle.CyclePrinter}.
 *
 * <p>Invariants: a hierarchy is relative to one DFS (one {@link dev.cvg.graph.SuccessorOrder});
 * cycles contain only nodes reachable from the entry; every reachable node is in at most one
 * innermost cycle and the cycles containing it form a chain; a cycle's header is its entry
 * with the smallest DFS preorder number; every list the API returns is in a defined order
 * (LLVM 22's where LLVM prints it, preorder otherwise); the hierarchy is immutable. The
 * reference twin (test-only) recomputes cycles from the definition by recursive SCC
 * decomposition. {@link dev.cvg.analysis.cycle.CycleHierarchy#verify()} checks all of these
 * invariants on a built hierarchy ({@code CycleVerifier}).
 */
package dev.cvg.analysis.cycle;
