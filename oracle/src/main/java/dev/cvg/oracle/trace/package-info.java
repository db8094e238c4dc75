/**
 * Observations of an execution: the full trace of dynamic instances, spec-style trace tables,
 * and dynamic uniformity per static instance and per use (the command line's JSON report of a
 * run is {@code dev.cvg.cli.run.RunReport}, in the cli module).
 *
 * <p>Invariants: a thread's instances are recorded in its execution order; printed tables are
 * deterministic — rows by thread id, columns by a fixed topological order.
 */
package dev.cvg.oracle.trace;
