package dev.cvg.passes.inline;

import dev.cvg.passes.framework.GuardDecision;

/**
 * The guard's answer for one call site: its decision, and how tokens are adapted when the site
 * is inlined (for a refusal: the forbidden adaptation performed only with guards off).
 *
 * @param decision allow (with why) or refuse (with the rule)
 * @param adaptation what the transform does to convergence control
 */
record ConvergencePlan(GuardDecision decision, TokenAdaptation adaptation) {
  static ConvergencePlan allow(TokenAdaptation a, String why) {
    return new ConvergencePlan(GuardDecision.allow(why), a);
  }

  static ConvergencePlan refuse(TokenAdaptation fallback, String reason) {
    return new ConvergencePlan(GuardDecision.refuse(reason), fallback);
  }
}
