package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Coverage;
import java.util.List;
import java.util.Optional;

/**
 * What the dynamic check found: a counterexample (with the other violations of its execution
 * pair), or none in the executions of {@code coverage}; and why executions were inconclusive.
 *
 * @param counterexample the minimal counterexample, if one was found
 * @param others further violations in the counterexample's executions, one line each
 * @param coverage what was executed
 * @param inconclusive the first reason an execution was inconclusive, if any was
 * @param stoppedEarly why the plan was not run to its end (the wall-time bound), if it was not
 * @param notes how launches were decided when that needs saying (distinct texts; see
 *     {@link AddedHeaders})
 */
public record DynamicOutcome(Optional<Counterexample> counterexample, List<String> others, Coverage coverage,
    Optional<String> inconclusive, Optional<String> stoppedEarly, List<String> notes) {
  /** Copies the lists. */
  public DynamicOutcome {
    others = List.copyOf(others);
    notes = List.copyOf(notes);
  }
}
