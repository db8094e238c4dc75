/**
 * Verdicts as data: {@link dev.cvg.legality.verdict.Verdict} (LEGAL, ILLEGAL, UNKNOWN), the
 * violated {@link dev.cvg.legality.verdict.Property}, the
 * {@link dev.cvg.legality.verdict.Counterexample}, and their text and JSON forms.
 *
 * <p>Invariants: verdicts and counterexamples are immutable values; printing never changes them.
 */
package dev.cvg.legality.verdict;
