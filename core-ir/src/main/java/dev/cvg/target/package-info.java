/**
 * The target model: per target (generic GPU, AMDGPU, NVPTX, CPU), which instructions and
 * arguments are divergence sources, which results are always uniform, which calls are
 * convergent and what they compute ({@link dev.cvg.target.Intrinsic}).
 *
 * <p>Invariants: one {@link dev.cvg.target.TargetModel} answers for the uniformity analysis, the
 * convergence verifier and the oracle alike; models are immutable and thread-safe; answers follow
 * LLVM's TTI hooks for the same target, in the version chosen by
 * {@link dev.cvg.target.TargetRules} ({@code LLVM_22} for differential tests against
 * {@code opt-22}, {@code UPSTREAM} by default); {@link dev.cvg.target.Targets} maps every triple
 * spelling {@code opt -mtriple} accepts (and the newer {@code amdgpu*} ones) to a model.
 */
package dev.cvg.target;
