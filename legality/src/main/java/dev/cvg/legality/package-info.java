/**
 * The legality checker: {@link dev.cvg.legality.Legality#check} decides whether a transform
 * preserves convergence, with the correspondence of {@code correspondence}, the static check of
 * {@code staticcheck}, the oracle-based check of {@code dynamiccheck} and the verdicts of
 * {@code verdict}.
 *
 * <p>Invariants: a verdict is data; ILLEGAL always carries a counterexample from an execution or
 * the verifier's finding on the transformed program; UNKNOWN always names the bound hit.
 */
package dev.cvg.legality;
