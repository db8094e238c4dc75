/**
 * Inputs of the end-to-end command benchmark ({@code scripts/bench-commands.sh}, documented in
 * {@code docs/performance.md}): the kernel families the speed issue names, written as
 * {@code .ll} text that both cvg and {@code opt-22} read.
 *
 * <p>Invariants: every input is a pure function of (family, blocks) and the fixed seed
 * {@link dev.cvg.bench.Shapes#SEED}; every kernel is valid SSA that {@code opt-22 -passes=verify}
 * and {@code cvg verify} accept.
 */
package dev.cvg.bench.commands;
