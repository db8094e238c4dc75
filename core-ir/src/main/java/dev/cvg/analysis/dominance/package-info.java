/**
 * Dominance: {@link dev.cvg.analysis.dominance.DominatorTree} and
 * {@link dev.cvg.analysis.dominance.PostDominatorTree} over any {@link dev.cvg.graph.FlowGraph}.
 *
 * <p>Invariants: trees are immutable snapshots of one graph; dominance queries are O(1)
 * interval tests on tree preorder numbers; children are listed in ascending node order; the
 * unreachable-node convention is LLVM's (every node dominates an unreachable node), written on
 * {@code DominatorTree}; the post-dominator tree contains every node, with LLVM's virtual-exit
 * root selection for infinite loops, written on {@code PostDominatorTree}. Both are built by
 * Semi-NCA; the iterative Cooper–Harvey–Kennedy algorithm is their test-only reference twin.
 * Both check themselves with {@code verify()} ({@code TreeVerifier}): structure, the parent
 * property in O(E), and a recomputation.
 */
package dev.cvg.analysis.dominance;
