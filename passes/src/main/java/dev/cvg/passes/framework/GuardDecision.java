package dev.cvg.passes.framework;

import java.util.Objects;

/**
 * The convergence guard's answer for one site: allow it (with what made it safe, for
 * {@code --stats}) or refuse it with a reason a compiler engineer can act on.
 */
public sealed interface GuardDecision {

  /**
   * The site may be transformed.
   *
   * @param why what made it safe ({@code "no convergent operation in the loop"}, …)
   */
  record Allow(String why) implements GuardDecision {
    /** Checks the reason is present. */
    public Allow {
      Objects.requireNonNull(why);
    }
  }

  /**
   * The site must not be transformed.
   *
   * @param reason why, naming the operation and the rule ({@code "%r is convergent and
   *     uncontrolled: no remainder loop (ConvergentOperations.rst, Loop Unrolling)"})
   */
  record Refuse(String reason) implements GuardDecision {
    /** Checks the reason is present. */
    public Refuse {
      Objects.requireNonNull(reason);
    }
  }

  /**
   * Returns an allowing decision.
   *
   * @param why why the site is safe to transform
   * @return the decision
   */
  static GuardDecision allow(String why) {
    return new Allow(why);
  }

  /**
   * Returns a refusing decision.
   *
   * @param reason why the transform would break convergence there
   * @return the decision
   */
  static GuardDecision refuse(String reason) {
    return new Refuse(reason);
  }

  /**
   * Returns whether this decision allows the site.
   *
   * @return true for an allowing decision
   */
  default boolean allowed() {
    return this instanceof Allow;
  }
}
