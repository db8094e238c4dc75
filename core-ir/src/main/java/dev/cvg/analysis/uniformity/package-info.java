/**
 * Uniformity analysis (spec ConvergenceAndUniformity.rst, "Uniformity" and "Static Uniformity
 * Analysis"; LLVM's {@code GenericUniformityImpl.h}): which values may differ between converged
 * threads, which branches diverge, which cycles are assumed divergent or have divergent exits,
 * and which uses are temporally divergent.
 *
 * <p>Entry points: {@link dev.cvg.analysis.uniformity.UniformityInfo#of} and
 * {@link dev.cvg.analysis.uniformity.UniformityPrinter}, which reproduces
 * {@code opt -passes='print<uniformity>'}. Options beyond LLVM 22 are listed in
 * {@link dev.cvg.analysis.uniformity.UniformityOptions}; {@code UniformityOptions.llvm22()} with
 * {@code dev.cvg.target.TargetRules.LLVM_22} gives LLVM 22's answers exactly. Algorithms and
 * proofs: {@code docs/uniformity.md}.
 *
 * <p>Invariants:
 *
 * <ul>
 *   <li>Results are immutable and depend only on the function snapshot, the target model, the DFS
 *       order of the cycle hierarchy and the options — never on hash order or on the internal
 *       choice between the shortcut and the faithful sync-dependence propagation, nor on the
 *       cut a collapsed cycle's joins are computed with ({@code CutRegion}).
 *   <li>Divergence only grows during the fixed point; the result is its least fixed point.
 *   <li>Output order is deterministic: blocks and instructions in layout order, cycles in
 *       hierarchy preorder, arguments in parameter order, temporal uses in discovery order.
 *   <li>Internal algorithm classes work on dense {@code int} numbering (block numbers of
 *       {@code FunctionIndex.cfg()}, raw ids of instructions) and are not thread-safe; a
 *       {@code UniformityInfo} is.
 *   <li>{@code UniformityInfo.verify()} checks the closure and minimality rules the fixed point
 *       satisfies ({@code UniformityVerifier}); they must keep holding when the propagation
 *       changes.
 * </ul>
 */
package dev.cvg.analysis.uniformity;
