/**
 * JUnit 5 support for pass authors (artifact {@code cvg-junit}): assertions that a transform
 * preserves convergence or breaks it, whose failure message is the legality checker's verdict.
 *
 * <p>Invariants: an assertion fails with the printed verdict (counterexample included); UNKNOWN
 * never passes as LEGAL.
 */
package dev.cvg.junit;
