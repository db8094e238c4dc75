/**
 * Helpers shared by the cross-module tests: running the installed LLVM 22 tools.
 *
 * <p>Invariant: nothing here decides a test's outcome on its own; helpers return data and the
 * tests assert.
 */
package dev.cvg.testkit;
