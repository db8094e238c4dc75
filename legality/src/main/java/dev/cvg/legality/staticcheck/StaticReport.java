package dev.cvg.legality.staticcheck;

import java.util.List;

/**
 * What the static check established.
 *
 * @param brokenAfter the verifier's findings on the transformed program (non-empty: ILLEGAL)
 * @param suspicions static differences that the dynamic check must confirm, one line each
 * @param proven whether the static facts prove that convergence is preserved
 * @param facts what was checked or proven, one line each
 */
public record StaticReport(List<String> brokenAfter, List<Suspicion> suspicions, boolean proven, List<String> facts) {
  /** Copies the lists. */
  public StaticReport {
    brokenAfter = List.copyOf(brokenAfter);
    suspicions = List.copyOf(suspicions);
    facts = List.copyOf(facts);
  }

  /**
   * A static difference: a use that the uniformity analysis calls uniform in the original and
   * divergent in the transformed program, a statically uniform value that became divergent,
   * or a convergent operation whose token changed.
   *
   * @param property the property it concerns
   * @param where the original instruction
   * @param message what differs
   */
  public record Suspicion(dev.cvg.legality.verdict.Property property, String where, String message) {
    /**
     * Returns a one-line description.
     *
     * @return {@code property at where: message}
     */
    public String line() {
      return property.label() + " at " + where + ": " + message;
    }
  }
}
