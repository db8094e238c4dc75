package dev.cvg.cli;

import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import java.time.Duration;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The legality checker's budget in a {@code cvg fuzz} campaign, smaller than {@code cvg check}'s
 * by default (thread counts 1, 2, 3 and 32, two argument sets, as {@code ConvergenceFuzz}): many
 * small kernels rather than one deep check. The checker's seed is fixed, so verdicts repeat.
 */
final class FuzzCheckOptions {
  private static final List<Integer> THREADS = List.of(1, 2, 3, 32);

  @Option(names = "--check-threads", paramLabel = "N", split = ",", defaultValue = "1,2,3,32",
      description = "Thread counts the checker runs (default 1,2,3,32).")
  List<Integer> threads;

  @Option(names = "--check-inputs", paramLabel = "K", defaultValue = "2",
      description = "Argument sets per thread count (default 2).")
  int inputs;

  @Option(names = "--check-steps", paramLabel = "N", defaultValue = "100000",
      description = "Instructions per thread per execution (default 100000).")
  long steps;

  @Option(names = "--check-time", paramLabel = "SECONDS", defaultValue = "60",
      description = "Wall-time bound of one check (default 60).")
  long seconds;

  /** Returns the checker's options. @throws CliException for bounds the checker rejects */
  LegalityOptions options() throws CliException {
    try {
      LegalityBudget b = LegalityBudget.defaults().withThreadCounts(threads).withArgumentSets(inputs)
          .withStepBound(steps).withWallTime(Duration.ofSeconds(seconds));
      return LegalityOptions.defaults().withBudget(b);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
  }

  /** Returns the options that differ from the defaults, as {@code cvg fuzz} spells them (with a leading space). */
  String describe() {
    StringBuilder sb = new StringBuilder();
    if (!threads.equals(THREADS)) {
      sb.append(" --check-threads ").append(String.join(",", threads.stream().map(String::valueOf).toList()));
    }
    if (inputs != 2) {
      sb.append(" --check-inputs ").append(inputs);
    }
    if (steps != 100_000) {
      sb.append(" --check-steps ").append(steps);
    }
    if (seconds != 60) {
      sb.append(" --check-time ").append(seconds);
    }
    return sb.toString();
  }
}
