/**
 * The converged-with relation over recorded dynamic instances and the convergence-before order
 * it induces.
 *
 * <p>Invariants: a relation is a partition of the instances it was built from (equal keys, one
 * group); groups and their members are listed in a deterministic order (first member's thread
 * and position; members by thread id); convergence-before is computed on the groups, and a
 * cycle means the partition is not a valid converged-with relation.
 */
package dev.cvg.oracle.convergedwith;
