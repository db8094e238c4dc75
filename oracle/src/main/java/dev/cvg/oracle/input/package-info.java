/**
 * Inputs of an oracle launch: thread count, the entry function's arguments per thread, and
 * optional forced paths.
 *
 * <p>Invariants: inputs are immutable values; a scalar argument has exactly one value per
 * thread; a forced path starts at the entry block and follows CFG edges (checked when it is
 * turned into branch decisions by {@link dev.cvg.oracle.input.Paths}).
 */
package dev.cvg.oracle.input;
