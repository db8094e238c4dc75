package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Coverage;
import dev.cvg.legality.verdict.Verdict;
import java.util.List;
import java.util.Objects;

/**
 * The legality check of one changed function of a campaign: {@code Legality.check} of the
 * function in the transformed module against the same-named one in the original, under the
 * transform's correspondence and the campaign's budget. A checker that throws gives UNKNOWN
 * naming the exception, never a lost kernel.
 *
 * @param options the checker's budget, seed and target override
 */
public record Checker(LegalityOptions options) {
  /** Checks the parts are present. */
  public Checker {
    Objects.requireNonNull(options);
  }

  /** Returns the verdict of function {@code function} as {@code outcome} changed it in {@code before}. */
  public Verdict check(Module before, Outcome.Transformed outcome, String function) {
    Outcome.FunctionChange change = outcome.changes().get(function);
    try {
      return Legality.check(before, function, outcome.after(), function, change.correspondence(), options);
    } catch (RuntimeException | StackOverflowError e) {
      return new Verdict.Unknown("the legality checker could not compare @" + function + ": "
          + e.getClass().getSimpleName() + ": " + e.getMessage(), Coverage.none(), List.of());
    }
  }

  /** Returns the key of an ILLEGAL verdict on a function of {@code before} under transform {@code transform}. */
  public static FindingKey key(int transform, Verdict.Illegal v, Module before) {
    return new FindingKey(transform, v.property().label(), OpKind.of(v.counterexample(), before));
  }
}
