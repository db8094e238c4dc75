package dev.cvg.generate;

/**
 * How many seeds a property test over generated programs runs: the test's own count, scaled by
 * the system property {@value #PERCENT_PROPERTY} (an integer percentage, default 100, so an
 * ordinary test run is unchanged). The mutation-testing profile sets it low: every surviving
 * mutant runs every covering test in full, and the full counts make a PIT run take hours.
 *
 * <p>A scaled count keeps the first seeds of the unscaled run (seeds are counted from the same
 * start), never fewer than one.
 */
public final class SeedCount {
  /** The system property holding the percentage of each test's seeds to run. */
  public static final String PERCENT_PROPERTY = "cvg.seeds.percent";

  private SeedCount() {}

  /**
   * Returns {@code full} scaled by {@value #PERCENT_PROPERTY}: {@code full} when the property is
   * unset or 100, at least 1.
   *
   * @throws IllegalArgumentException if the property is set but not a percentage in 1..100
   */
  public static int of(int full) {
    return scaled(full, System.getProperty(PERCENT_PROPERTY));
  }

  /** {@code full} scaled by the percentage {@code p} (null: unscaled), as {@link #of} states. */
  static int scaled(int full, String p) {
    if (p == null) {
      return full;
    }
    int percent;
    try {
      percent = Integer.parseInt(p.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(PERCENT_PROPERTY + " must be a percentage in 1..100, got '" + p + "'");
    }
    if (percent < 1 || percent > 100) {
      throw new IllegalArgumentException(PERCENT_PROPERTY + " must be a percentage in 1..100, got " + percent);
    }
    return Math.max(1, (int) ((long) full * percent / 100));
  }
}
