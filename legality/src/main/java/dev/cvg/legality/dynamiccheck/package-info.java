/**
 * The dynamic legality check: both programs run in the oracle on the same launches, their
 * dynamic instances are mapped per thread in program order, and groups at convergent
 * operations, uniformity at use and observable results are compared.
 *
 * <p>Invariants: the original is always run with the anchor groupings the transformed execution
 * exhibited (or the maximal one where none corresponds); a launch that hits a bound is
 * inconclusive, never a pass or a failure; a value difference that may come from a value the
 * oracle invents for an opaque callee only one program can call is inconclusive too, never a
 * violation; launches run smallest first, so a counterexample has the fewest threads of the plan;
 * a launch passes when some cycle hierarchy of the original (the launch's own first, the others
 * only after a violation) matches the transformed execution in every check, and its violations
 * are those under the launch's own hierarchy otherwise.
 */
package dev.cvg.legality.dynamiccheck;
