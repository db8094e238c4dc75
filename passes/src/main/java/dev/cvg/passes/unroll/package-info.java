/**
 * {@code loop-unroll}, guarded by the convergence rules of ConvergentOperations.rst ("Loop
 * unrolling examples").
 *
 * <p>Invariants: a loop is transformed only when it is a natural loop (one header, one latch, a
 * preheader, one exiting block dominating the latch with one exit edge) whose exit compares a
 * canonical induction variable with a loop-invariant bound; after the rewrite exactly one copy of
 * the exiting block leaves the loop, so uses after the loop read that copy's values and tokens
 * never pass through phis; the loop heart is never duplicated within one iteration of the new
 * loop (a remainder loop has its own heart); the guard ({@link dev.cvg.passes.unroll.UnrollGuard})
 * is asked before every transform and its reason names the operation and the rule.
 */
package dev.cvg.passes.unroll;
