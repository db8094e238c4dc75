/**
 * An IR reducer in the spirit of {@code llvm-reduce}: {@link dev.cvg.reduce.Reducer} shrinks a
 * module while an interestingness test holds, and {@link dev.cvg.reduce.Shrink} puts it behind
 * property tests so that a failure reports its seed and a reduced program.
 *
 * <p>Invariants:
 * <ul>
 *   <li>the result satisfies the test: it is the input or a candidate on which the test
 *       returned true;
 *   <li>the result is never larger: every accepted candidate is strictly smaller by
 *       {@link dev.cvg.reduce.ModuleSize#total()}, which also bounds the number of steps;
 *   <li>with verification on (the default), the input and every accepted candidate pass the
 *       IR verifier and the convergence verifier; a candidate that fails either is skipped;
 *   <li>deterministic: the same input and test give the same sequence of candidates and the
 *       same result (passes, targets and chunks in module order, no hash-order iteration);
 *   <li>inputs are never modified: candidates are new snapshots built through
 *       {@link dev.cvg.ir.edit.FunctionEditor};
 *   <li>no static mutable state; a reduction is single-threaded and calls the test on one
 *       candidate at a time.
 * </ul>
 */
package dev.cvg.reduce;
