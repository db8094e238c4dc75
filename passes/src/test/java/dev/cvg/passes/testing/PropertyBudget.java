package dev.cvg.passes.testing;

import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import java.util.List;

/**
 * The legality checker's budget for property tests over many generated kernels: thread counts
 * 1, 2, 3 and 32 (one, a pair, an odd group, a wave) and two argument sets, smaller than the
 * defaults so dozens of kernels check in seconds.
 */
public final class PropertyBudget {
  /** The checker's options with that budget. */
  public static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));

  private PropertyBudget() {}
}
