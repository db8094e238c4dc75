package dev.cvg.passes.framework;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What one step did: one pass over one function in one round, as one transaction.
 *
 * @param pass the pass as the pipeline spells it ({@code loop-unroll<count=4>})
 * @param function the function's name, without {@code @}
 * @param round the round, from 1
 * @param performed the changes the pass reported (dropped with the step when rolled back)
 * @param guards every guard decision, in the order asked
 * @param outcome committed, unchanged or rolled back with the reason
 * @param legality the per-step legality verdict's first line, when checked
 * @param time the step's wall time, checks included
 * @param checkTime the part of {@code time} spent checking the result (verifiers, preserved
 *     analyses, legality checker) after the pass returned
 */
public record StepRecord(String pass, String function, int round, List<Performed> performed,
    List<GuardRecord> guards, Outcome outcome, Optional<String> legality, Duration time, Duration checkTime) {

  /** Copies the lists. */
  public StepRecord {
    Objects.requireNonNull(pass);
    Objects.requireNonNull(function);
    performed = List.copyOf(performed);
    guards = List.copyOf(guards);
    Objects.requireNonNull(outcome);
    Objects.requireNonNull(legality);
    Objects.requireNonNull(time);
    Objects.requireNonNull(checkTime);
  }

  /**
   * Returns the refusals that held (the site was left alone).
   *
   * @return the refusals, in the order asked
   */
  public List<GuardRecord> refusals() {
    return guards.stream().filter(GuardRecord::refused).toList();
  }

  /**
   * Returns the refusals overridden under {@code --no-guard} (the site was transformed anyway).
   *
   * @return the overridden refusals, in the order asked
   */
  public List<GuardRecord> overridden() {
    return guards.stream().filter(GuardRecord::overridden).toList();
  }

  /**
   * Returns the rollback, if the step was rolled back.
   *
   * @return the rollback with its reason, or empty
   */
  public Optional<Outcome.RolledBack> rollback() {
    return outcome instanceof Outcome.RolledBack r ? Optional.of(r) : Optional.empty();
  }

  /**
   * Returns whether the step's change was kept.
   *
   * @return true for a committed step
   */
  public boolean committed() {
    return outcome instanceof Outcome.Committed;
  }
}
