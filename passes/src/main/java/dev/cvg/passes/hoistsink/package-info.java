/**
 * {@code licm}, {@code hoist-sink} and {@code sink}: code motion that knows convergence.
 *
 * <p>Invariants: the passes only move instructions (and merge identical pairs hoisted out of
 * both arms); they never change an edge, so dominators, post-dominators and cycles are kept.
 * Every motion is a {@link dev.cvg.passes.hoistsink.Motion} judged by
 * {@link dev.cvg.passes.hoistsink.ConvergenceGuard} before it is performed; the transforms decide
 * single-threaded safety (operands available, memory order, speculation) and the guard decides
 * only what convergence requires. Motions are computed on the snapshot a run started from; a
 * motion that could make the snapshot's use lists or uniformity stale ends the run with a
 * request for another round. An anchor moves only together with every use of its token.
 */
package dev.cvg.passes.hoistsink;
