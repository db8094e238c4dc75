/**
 * The static legality check: verification of both programs, VT.3 and Statement 2 by the
 * uniformity analysis of both sides, token correspondence, and the static proof of an unchanged
 * converged-with relation.
 *
 * <p>Invariants: a static difference is only ever a suspicion for the dynamic check, never a
 * proof of ILLEGAL (except a transformed program that breaks the static rules); a static proof
 * claims nothing about single-threaded behaviour.
 */
package dev.cvg.legality.staticcheck;
