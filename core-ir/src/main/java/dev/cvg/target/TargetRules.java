package dev.cvg.target;

/**
 * Which LLVM version's target hooks ({@code isSourceOfDivergence}, {@code isAlwaysUniform}, the
 * per-instruction uniformity kinds) a {@link GpuTarget} reproduces.
 *
 * <p>The two differ only where upstream LLVM changed its answers after the 22 release; the
 * conformance corpus is taken from upstream and checks the newer answers, while the local
 * {@code opt-22} gives the older ones. Differential tests against {@code opt-22} use
 * {@link #LLVM_22}; everything else uses {@link #UPSTREAM}.
 */
public enum TargetRules {
  /**
   * LLVM 22.1: on AMDGPU {@code permlane16}/{@code permlanex16} are plain divergence sources, the
   * {@code s.mov.from.global} family diverges, thread-id expressions are never uniform; on NVPTX
   * generic loads diverge and allocas do not.
   */
  LLVM_22,
  /**
   * Upstream LLVM after 22: operand-aware ("custom") uniformity of lane permutes, wave-size-aware
   * thread-id expressions, calls marked {@code alwaysuniform}, loads from the AMDGPU VGPR address
   * space 13, NVPTX allocas as divergence sources and generic loads judged by their pointer.
   */
  UPSTREAM
}
