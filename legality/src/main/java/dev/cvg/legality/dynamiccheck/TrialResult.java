package dev.cvg.legality.dynamiccheck;

import java.util.List;
import java.util.Optional;

/**
 * What one trial gave: the violations found, or why it was inconclusive, and a note on how a
 * trial without violations was decided when that is not the plain comparison.
 *
 * @param trial the trial
 * @param findings the violations (empty: none)
 * @param inconclusive why no comparison was possible (a bound, undefined behaviour), if so
 * @param note how the trial was decided, when it needs saying (a hierarchy that was not compared)
 */
record TrialResult(Trial trial, List<Finding> findings, Optional<String> inconclusive, Optional<String> note) {

  /** A result without a note. */
  TrialResult(Trial trial, List<Finding> findings, Optional<String> inconclusive) {
    this(trial, findings, inconclusive, Optional.empty());
  }

  static TrialResult unknown(Trial t, String why) {
    return new TrialResult(t, List.of(), Optional.of(why));
  }

  /** Returns this result with {@code text} as its note. */
  TrialResult noted(String text) {
    return new TrialResult(trial, findings, inconclusive, Optional.of(text));
  }

  boolean violates() {
    return !findings.isEmpty();
  }
}
