package dev.cvg.legality.dynamiccheck;

import java.util.List;
import java.util.Optional;

/**
 * What one trial gave: the violations found, or why it was inconclusive.
 *
 * @param trial the trial
 * @param findings the violations (empty: none)
 * @param inconclusive why no comparison was possible (a bound, undefined behaviour), if so
 */
record TrialResult(Trial trial, List<Finding> findings, Optional<String> inconclusive) {

  static TrialResult unknown(Trial t, String why) {
    return new TrialResult(t, List.of(), Optional.of(why));
  }

  boolean violates() {
    return !findings.isEmpty();
  }
}
