/**
 * Test support shared by every pass's tests: the LLVM tool runner ({@link LlvmTools}: a missing
 * tool skips with a message, or fails under {@code -Dcvg.requireLlvm=true}), the pipeline runner
 * over the {@link dev.cvg.passes.framework.PassManager} ({@link PipelineRun}: guards on or off,
 * the legality checker end to end over the composed provenance), the verifiers' complaints
 * ({@link Verifiers}), the generator's standard kernels ({@link StandardKernels}: terminating
 * when the shape can, tokens on odd seeds, only kernels both verifiers accept) and the checker's
 * budget for property tests ({@link PropertyBudget}). {@link UnverifiedRounds} alone bypasses the
 * manager's verifiers, to show the checker's verdict on an unguarded transform the manager would
 * roll back.
 *
 * <p>Invariants: nothing here transforms IR itself; every run except {@link UnverifiedRounds}'s
 * goes through the pass manager, so a test sees exactly the rounds, verifiers and rollbacks
 * {@code cvg opt} would. Each package keeps its own specialised kernel shapes and builds on
 * these pieces.
 */
package dev.cvg.passes.testing;
