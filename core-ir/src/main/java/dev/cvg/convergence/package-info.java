/**
 * Convergence control: token definitions ({@link dev.cvg.convergence.TokenDefinition}), the
 * convergence regions they open ({@link dev.cvg.convergence.ConvergenceRegion}), the
 * per-function structure read by the uniformity analysis and the oracle
 * ({@link dev.cvg.convergence.ConvergenceControl}), and the static-rule checker
 * ({@link dev.cvg.convergence.ConvergenceVerifier}).
 *
 * <p>Invariants:
 * <ul>
 *   <li>The verifier implements exactly LLVM 22's rules, check order and messages
 *       ({@code GenericConvergenceVerifierImpl.h}); each message starts with LLVM's wording and
 *       its context prints the offending instructions (and cycle or block) as LLVM does, so
 *       LLVM's FileCheck tests match cvg's output.
 *   <li>One rule family per class: bundle shape, operation placement and mixing, token scope
 *       (dominance and region nesting), cycles (hearts).
 *   <li>Convergent calls, control intrinsics and convergent functions are classified by the
 *       {@link dev.cvg.target.TargetModel} only, the same model the uniformity analysis and the
 *       oracle ask.
 *   <li>Results are immutable and deterministic (layout order); nothing mutates IR.
 * </ul>
 */
package dev.cvg.convergence;
