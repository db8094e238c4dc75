/**
 * The pass framework: a {@link dev.cvg.passes.framework.FunctionPass} transforms one function
 * through a {@link dev.cvg.ir.edit.FunctionEditor}, asks its convergence guard before each site
 * it changes ({@link dev.cvg.passes.framework.PassContext#guard}), and declares what it preserves.
 *
 * <p>Invariants: a pass never sees a half-edited module; each run of a pass over a function is
 * one transaction (guard, transform, IR verifier, convergence verifier, optionally the legality
 * checker, then commit or roll back), and a rolled-back step leaves the input snapshot exactly
 * as it was. Analyses are those of the snapshot the editor started from.
 */
package dev.cvg.passes.framework;
