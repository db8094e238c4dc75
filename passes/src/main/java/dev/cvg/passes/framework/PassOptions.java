package dev.cvg.passes.framework;

import dev.cvg.legality.LegalityOptions;
import java.util.Objects;
import java.util.Optional;

/**
 * How the {@link PassManager} runs a pipeline.
 *
 * @param guards whether guard refusals are obeyed; false is {@code --no-guard}: a refused site is
 *     transformed anyway and recorded as overridden (for testing the legality checker)
 * @param legalityPerStep whether each step is also checked with {@code Legality.check} against
 *     its input and rolled back when ILLEGAL
 * @param legalityAtEnd whether each changed function of the output is checked against the input
 *     over the composed correspondence
 * @param legality the checker's budget, seed and target triple override
 * @param triple a target triple overriding the module's, if present
 * @param verifyPreserved whether every analysis carried over to a result snapshot is recomputed
 *     and compared (a pass that claims too much is rolled back); the default comes from
 *     {@code -Dcvg.verifyPreserved=true}
 */
public record PassOptions(boolean guards, boolean legalityPerStep, boolean legalityAtEnd,
    LegalityOptions legality, Optional<String> triple, boolean verifyPreserved) {

  /** Checks the parts are present. */
  public PassOptions {
    Objects.requireNonNull(legality);
    Objects.requireNonNull(triple);
  }

  /**
   * Returns the defaults: guards on, no legality checks, the module's triple.
   *
   * @return the default options
   */
  public static PassOptions defaults() {
    return new PassOptions(true, false, false, LegalityOptions.defaults(), Optional.empty(),
        Boolean.getBoolean("cvg.verifyPreserved"));
  }

  /**
   * Returns a copy with guards on or off.
   *
   * @param on false to override refusals ({@code --no-guard})
   * @return the copy
   */
  public PassOptions withGuards(boolean on) {
    return new PassOptions(on, legalityPerStep, legalityAtEnd, legality, triple, verifyPreserved);
  }

  /**
   * Returns a copy that checks legality per step and/or at the end.
   *
   * @param perStep check each step and roll an ILLEGAL one back
   * @param atEnd check the output against the input
   * @return the copy
   */
  public PassOptions withLegality(boolean perStep, boolean atEnd) {
    return new PassOptions(guards, perStep, atEnd, legality, triple, verifyPreserved);
  }

  /**
   * Returns a copy with other legality options.
   *
   * @param l the checker's budget and seed
   * @return the copy
   */
  public PassOptions withLegalityOptions(LegalityOptions l) {
    return new PassOptions(guards, legalityPerStep, legalityAtEnd, l, triple, verifyPreserved);
  }

  /**
   * Returns a copy with a target triple override (also passed to the legality checker).
   *
   * @param t the target triple
   * @return the copy
   */
  public PassOptions withTriple(String t) {
    return new PassOptions(guards, legalityPerStep, legalityAtEnd, legality.withTriple(t), Optional.of(t),
        verifyPreserved);
  }

  /**
   * Returns a copy that verifies preserved analyses or not.
   *
   * @param on true to recompute what each pass claims to preserve
   * @return the copy
   */
  public PassOptions withVerifyPreserved(boolean on) {
    return new PassOptions(guards, legalityPerStep, legalityAtEnd, legality, triple, on);
  }
}
