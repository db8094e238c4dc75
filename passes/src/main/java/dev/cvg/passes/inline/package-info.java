/**
 * The {@code inline} pass: calls of functions defined in the module are replaced by the callee's
 * body (LLVM's {@code InlineFunction}), with the convergence rules of ConvergentOperations.rst.
 *
 * <p>Invariants:
 * <ul>
 *   <li>{@link dev.cvg.passes.inline.InlinePolicy} decides whether a call is worth inlining
 *       (attributes, size, recursion); {@link dev.cvg.passes.inline.InlineGuard} decides whether
 *       it may be inlined without changing which threads converge, and how tokens are adapted.
 *       The two never mix: a refusal of the guard always names a spec rule.
 *   <li>Every instruction copied from a callee carries {@link dev.cvg.ir.Origin.Inlined} naming
 *       the callee's instruction and the call site (chained by the editor's {@code importBody} when
 *       that instruction was itself inlined), so the legality checker relates the inlined
 *       caller to the callee; tokens created by the pass (inferred tokens, the unguarded fresh
 *       anchor) carry {@link dev.cvg.ir.Origin.Synthesized}.
 *   <li>A callee's {@code llvm.experimental.convergence.entry} is never copied: its uses take
 *       the call site's {@code convergencectrl} token ("Function inlining substitutes this
 *       intrinsic with the token from the operand bundle").
 *   <li>A block holding a {@code loop} or {@code entry} intrinsic is never appended to another
 *       block (the intrinsic "must precede any other convergent operation in the same basic
 *       block"); the caller never ends up mixing controlled and uncontrolled operations unless
 *       guards are off.
 *   <li>The pass never inlines a function that takes part in a call-graph cycle, so repeated
 *       rounds terminate.
 *   <li>Only the caller changes: callees left without calls are not deleted (a function pass
 *       cannot remove functions of the module).
 * </ul>
 */
package dev.cvg.passes.inline;
