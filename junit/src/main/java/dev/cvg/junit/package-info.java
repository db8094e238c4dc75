/**
 * JUnit 5 support for pass authors (artifact {@code cvg-junit}): assertions that a transform
 * preserves convergence or breaks it, whose failure message is the legality checker's verdict
 * ({@link dev.cvg.junit.ConvergenceAssertions}), and fuzz tests over generated kernels
 * ({@link dev.cvg.junit.ConvergenceFuzzTest}, {@link dev.cvg.junit.ConvergenceFuzz}).
 *
 * <p>Invariants: an assertion fails with the printed verdict (counterexample included); UNKNOWN
 * never passes as LEGAL; a fuzz failure names the seed and shows the reduced reproducer; a fuzz
 * test that checked no kernel fails.
 */
package dev.cvg.junit;
