/**
 * Helpers shared by the cross-module tests: running the installed LLVM 22 tools, reading
 * expected-failure lists, tallying finished oracle runs.
 *
 * <p>Invariant: nothing here decides a test's outcome on its own; helpers return data and the
 * tests assert. The one exception is a missing tool: {@link dev.cvg.testkit.Llvm22} skips the
 * test, or fails it under {@code -Dcvg.requireLlvm=true}, in one place for every test; and an
 * oracle check none of whose runs finished fails in {@link dev.cvg.testkit.FinishedRuns}.
 */
package dev.cvg.testkit;
