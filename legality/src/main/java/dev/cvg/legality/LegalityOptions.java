package dev.cvg.legality;

import java.util.Optional;

/**
 * Options of a legality check.
 *
 * @param triple a target triple overriding the modules' own, if present
 * @param budget the bounds of the dynamic check
 * @param seed the seed of generated arguments and adversarial anchor groupings
 * @param alwaysExecute whether to run the dynamic check even when the static check proves the
 *     transform legal (it then also compares observable results)
 */
public record LegalityOptions(Optional<String> triple, LegalityBudget budget, long seed, boolean alwaysExecute) {

  /**
   * Returns the defaults: the modules' triples, {@link LegalityBudget#defaults()}, seed 0.
   *
   * @return the default options
   */
  public static LegalityOptions defaults() {
    return new LegalityOptions(Optional.empty(), LegalityBudget.defaults(), 0, false);
  }

  /**
   * Returns a copy with another budget.
   *
   * @param b the budget
   * @return the copy
   */
  public LegalityOptions withBudget(LegalityBudget b) {
    return new LegalityOptions(triple, b, seed, alwaysExecute);
  }

  /**
   * Returns a copy with another seed.
   *
   * @param s the seed of arguments and anchor groupings
   * @return the copy
   */
  public LegalityOptions withSeed(long s) {
    return new LegalityOptions(triple, budget, s, alwaysExecute);
  }

  /**
   * Returns a copy that always runs the dynamic check.
   *
   * @return the copy
   */
  public LegalityOptions executingAlways() {
    return new LegalityOptions(triple, budget, seed, true);
  }

  /**
   * Returns a copy with a target triple override.
   *
   * @param t the target triple to use for both modules
   * @return the copy
   */
  public LegalityOptions withTriple(String t) {
    return new LegalityOptions(Optional.of(t), budget, seed, alwaysExecute);
  }
}
