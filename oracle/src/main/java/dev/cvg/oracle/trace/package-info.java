/**
 * Observations of an execution: the full trace of dynamic instances, spec-style trace tables,
 * dynamic uniformity per static instance and per use, and the JSON report.
 *
 * <p>Invariants: a thread's instances are recorded in its execution order; printed output
 * (tables, JSON) is deterministic — rows by thread id, columns by a fixed topological order,
 * JSON keys in definition order.
 */
package dev.cvg.oracle.trace;
