package dev.cvg.cli;

import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Option;

/**
 * Which seeds a {@code cvg fuzz} campaign runs: {@code --seeds A:B} (both included), or
 * {@code --count N} seeds from {@code --seed S} (default 0), or seeds from {@code --seed S} until
 * {@code --time} is up; {@code --time} also bounds the other two.
 */
final class FuzzRange {
  private static final Pattern SEEDS = Pattern.compile("(-?\\d+):(-?\\d+)");
  private static final Pattern TIME = Pattern.compile("(\\d+)(ms|s|m|h)?");

  @Option(names = "--seeds", paramLabel = "A:B", description = "The seeds A to B, both included.")
  String seeds;

  @Option(names = "--seed", paramLabel = "S", description = "The first seed (default 0), with --count or --time.")
  Long seed;

  @Option(names = "--count", paramLabel = "N", description = "How many seeds to run.")
  Long count;

  @Option(names = "--time", paramLabel = "DURATION",
      description = "Start no seed after this wall time: 90s, 10m, 2h (a bare number is seconds).")
  String time;

  /** Returns the first seed. @throws CliException for conflicting or malformed options */
  long first() throws CliException {
    return seeds == null ? (seed == null ? 0 : seed) : range()[0];
  }

  /** Returns how many seeds to run ({@link Long#MAX_VALUE}: until the time is up). */
  long count() throws CliException {
    if (seeds != null) {
      if (seed != null || count != null) {
        throw usage("--seeds A:B cannot be combined with --seed or --count");
      }
      long[] r = range();
      return r[1] - r[0] + 1;
    }
    if (count == null && time == null) {
      throw usage("say which seeds to run: --seeds A:B, --count N or --time DURATION");
    }
    if (count != null && count <= 0) {
      throw usage("--count must be positive, not " + count);
    }
    return count == null ? Long.MAX_VALUE : count;
  }

  /** Returns the time limit, if any. */
  Optional<Duration> time() throws CliException {
    return time == null ? Optional.empty() : Optional.of(duration("--time", time));
  }

  /**
   * Returns {@code text} as a duration: 90s, 10m, 2h, 500ms (a bare number is seconds).
   *
   * @throws CliException naming {@code option} if malformed or zero
   */
  static Duration duration(String option, String text) throws CliException {
    Matcher m = TIME.matcher(text.trim());
    if (!m.matches()) {
      throw usage(option + " takes a duration such as 90s, 10m or 2h, not '" + text + "'");
    }
    long n = Long.parseLong(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    Duration d = switch (unit) {
      case "ms" -> Duration.ofMillis(n);
      case "m" -> Duration.ofMinutes(n);
      case "h" -> Duration.ofHours(n);
      default -> Duration.ofSeconds(n);
    };
    if (d.isZero()) {
      throw usage(option + " must be positive");
    }
    return d;
  }

  private long[] range() throws CliException {
    Matcher m = SEEDS.matcher(seeds.trim());
    if (!m.matches()) {
      throw usage("--seeds takes A:B (both included), not '" + seeds + "'");
    }
    long a = Long.parseLong(m.group(1));
    long b = Long.parseLong(m.group(2));
    if (b < a) {
      throw usage("--seeds " + seeds + " is empty: B must not be below A");
    }
    return new long[] {a, b};
  }

  private static CliException usage(String message) {
    return new CliException(ExitCodes.USAGE, "error: " + message);
  }
}
