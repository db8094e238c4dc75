/**
 * Golden-file test infrastructure: discovery of {@code .ll} test files in the source tree
 * ({@link dev.cvg.golden.GoldenFiles}), JUnit 5 dynamic tests per file and per function
 * ({@link dev.cvg.golden.GoldenTests}), precise-output comparison with unified diffs and bless
 * mode ({@link dev.cvg.golden.PreciseOutput}, {@link dev.cvg.golden.UnifiedDiff}), and inline
 * annotations ({@link dev.cvg.golden.Annotations}: {@code ; error:}, {@code ; verdict:},
 * {@code ; run:}).
 *
 * <p>Invariants: discovery order is the sorted path order, so dynamic tests and their output
 * are deterministic; files are read from and blessed into {@code tests/src/test/resources} in
 * the source tree, never {@code target/}; outside bless mode nothing is written; a malformed
 * annotation is an error naming its line, never silently ignored.
 *
 * <p>Bless: {@code mvn -pl tests test -Dtest=... -Dcvg.bless=true} rewrites the expected
 * outputs of the selected tests with the actual ones; review them with {@code git diff}.
 */
package dev.cvg.golden;
