package dev.cvg.passes.framework;

import java.util.Objects;

/**
 * What the guard said about one site during a step.
 *
 * @param site the site in LLVM names ({@code "loop %header"})
 * @param decision the guard's decision
 * @param overridden whether the decision was a refusal the pass was told to ignore
 *     ({@code --no-guard})
 */
public record GuardRecord(String site, GuardDecision decision, boolean overridden) {
  /** Checks the parts are present and that only refusals are overridden. */
  public GuardRecord {
    Objects.requireNonNull(site);
    Objects.requireNonNull(decision);
    if (overridden && decision.allowed()) {
      throw new IllegalArgumentException("only a refusal can be overridden");
    }
  }

  /**
   * Returns whether the guard refused the site and the refusal held.
   *
   * @return true for a refusal that was not overridden
   */
  public boolean refused() {
    return !decision.allowed() && !overridden;
  }

  /**
   * Returns the decision's reason: why it is safe, or why it is refused.
   *
   * @return the reason
   */
  public String reason() {
    return switch (decision) {
      case GuardDecision.Allow a -> a.why();
      case GuardDecision.Refuse r -> r.reason();
    };
  }
}
