/**
 * The pass framework: a {@link dev.cvg.passes.framework.FunctionPass} transforms one function
 * through a {@link dev.cvg.ir.edit.FunctionEditor}, asks its convergence guard before each site
 * it changes ({@link dev.cvg.passes.framework.PassContext#guard}), and declares what it preserves.
 * {@link dev.cvg.passes.framework.PassRegistry} names the passes,
 * {@link dev.cvg.passes.framework.PipelineParser} reads {@code opt -passes=} text, and
 * {@link dev.cvg.passes.framework.PassManager} runs a pipeline over a module.
 *
 * <p>Invariants:
 * <ul>
 *   <li>a pass never sees a half-edited module; each run of a pass over a function in one round
 *       is one transaction ({@link dev.cvg.passes.framework.Transaction}: transform, IR verifier,
 *       convergence verifier, preserved-analysis check in verify mode, optionally the legality
 *       checker, then commit or roll back), and a rolled-back step leaves the module exactly as
 *       it was (snapshots are immutable: its printed text is identical);
 *   <li>a pass that throws is a rolled-back step reported with the pass and the function, never
 *       a crash of the pipeline;
 *   <li>with guards on, a site the guard refuses is never transformed; with guards off the
 *       refusal is still recorded, as overridden;
 *   <li>analyses are those of the snapshot the editor started from, computed at most once per
 *       snapshot; a CFG analysis is carried to a result snapshot only when its blocks, layout and
 *       edges are unchanged;
 *   <li>every committed snapshot of a function is kept, so the output's correspondence with the
 *       input is the composition of the steps' provenance.
 * </ul>
 */
package dev.cvg.passes.framework;
