/**
 * Convergent-operation semantics: what a ballot, reduction, broadcast, shuffle, barrier or
 * texture sample computes over its converged group, the per-round log of convergent instances,
 * and the resolution of a round into results and a fixed-point check.
 *
 * <p>Invariants: a group is the set of instances with equal keys; results depend only on the
 * members' thread ids and inputs (never on execution order); a result depending on an absent
 * thread (shuffle, readlane, incomplete quad) or on an undefined input is undefined.
 */
package dev.cvg.oracle.semantics;
