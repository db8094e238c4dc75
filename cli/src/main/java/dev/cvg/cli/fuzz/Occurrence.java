package dev.cvg.cli.fuzz;

/**
 * One kernel in which a campaign met a finding's key: the seed and the function (empty for a
 * failure of the whole kernel), so every occurrence can be re-run, not only the reduced first one.
 *
 * @param seed the kernel's seed
 * @param function the function (without {@code @}), or empty
 */
public record Occurrence(long seed, String function) {
  /** Returns {@code 5 @kernel}, or {@code 5} for a failure. */
  public String text() {
    return function.isEmpty() ? Long.toString(seed) : seed + " @" + function;
  }
}
