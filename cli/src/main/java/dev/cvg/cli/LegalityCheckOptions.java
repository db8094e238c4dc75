package dev.cvg.cli;

import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * A picocli mixin for the legality checker's bounds, shared by {@code cvg check} and
 * {@code cvg opt --verify-legality}: thread counts, argument sets, seed, steps, rounds, wall
 * time, and whether to execute even when the static check proves the transform legal.
 */
public final class LegalityCheckOptions {
  @Option(names = "--threads", paramLabel = "N", split = ",", defaultValue = "1,2,3,32,64",
      description = "Thread counts to run, smallest first (default 1,2,3,32,64).")
  List<Integer> threads;

  @Option(names = "--inputs", paramLabel = "K", defaultValue = "4",
      description = "Argument sets per thread count (default 4).")
  int inputs;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0", description = "Seed for arguments and anchor groupings.")
  long seed;

  @Option(names = "--steps", paramLabel = "N", defaultValue = "100000",
      description = "Instructions per thread per execution (default 100000).")
  long steps;

  @Option(names = "--rounds", paramLabel = "N", defaultValue = "64",
      description = "Fixed-point rounds per execution (default 64).")
  int rounds;

  @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "60",
      description = "Wall-time bound of one check (default 60).")
  long seconds;

  @Option(names = "--always-run", description = "Execute even when the static check proves the transform legal.")
  boolean alwaysRun;

  /**
   * Returns the checker's options with {@code triple} as the target override.
   *
   * @throws CliException (exit code 2) for bounds the checker rejects (no thread counts, ...)
   */
  public LegalityOptions options(Optional<String> triple) throws CliException {
    try {
      return new LegalityOptions(triple, new LegalityBudget(threads, inputs, 2, steps, rounds, 20_000_000,
          Duration.ofSeconds(seconds)), seed, alwaysRun);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
  }
}
