/**
 * The oracle: a multi-threaded reference interpreter that computes the converged-with relation
 * over dynamic instances, the results of convergent operations over their converged groups,
 * and dynamic uniformity. {@link dev.cvg.oracle.Oracle} is the entry point.
 *
 * <p>Invariants: an {@link dev.cvg.oracle.Execution} is either OK — every thread finished and
 * every convergent result equals what its group computes (a fixed point) — or UNKNOWN with a
 * reason; never a hang (per-thread step bound, round bound) and never an exception for a
 * program the oracle cannot run. Executions are deterministic functions of the module, the
 * cycle hierarchy, the inputs and the bounds.
 */
package dev.cvg.oracle;
