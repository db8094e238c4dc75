package dev.cvg.cli.run;

import java.util.List;
import java.util.Optional;

/**
 * The options of {@code cvg run FILE [--threads N] [--args …] [--seed S] [--hierarchy K] [--json]}.
 *
 * @param function the function to run (without {@code @}); empty: the first kernel, else the
 *     first defined function
 * @param threads the number of threads (default 64)
 * @param args argument text per parameter (see {@link dev.cvg.oracle.input.Arguments#parse});
 *     empty: drawn from {@code seed}
 * @param seed the seed for generated arguments
 * @param hierarchy {@code llvm}, {@code textual}, or {@code seed:N} (see
 *     {@link dev.cvg.oracle.instance.HierarchyChoice#parse})
 * @param triple a target triple overriding the module's, if present
 * @param stepBound instructions per thread before the run is UNKNOWN
 * @param maxRounds fixed-point rounds of the convergent results before the run is UNKNOWN
 */
public record RunOptions(Optional<String> function, int threads, Optional<List<String>> args, long seed,
    String hierarchy, Optional<String> triple, long stepBound, int maxRounds) {

  /** Copies the argument list. */
  public RunOptions {
    args = args.map(List::copyOf);
  }

  /** Returns the defaults: 64 threads, seeded arguments (seed 0), LLVM's hierarchy, 1,000,000 steps, 64 rounds. */
  public static RunOptions defaults() {
    return new RunOptions(Optional.empty(), 64, Optional.empty(), 0, "llvm", Optional.empty(), 1_000_000, 64);
  }

  /** Returns a copy running {@code name}. */
  public RunOptions withFunction(String name) {
    return new RunOptions(Optional.of(name), threads, args, seed, hierarchy, triple, stepBound, maxRounds);
  }

  /** Returns a copy with {@code n} threads. */
  public RunOptions withThreads(int n) {
    return new RunOptions(function, n, args, seed, hierarchy, triple, stepBound, maxRounds);
  }

  /** Returns a copy with explicit argument text. */
  public RunOptions withArgs(List<String> text) {
    return new RunOptions(function, threads, Optional.of(text), seed, hierarchy, triple, stepBound, maxRounds);
  }

  /** Returns a copy with another seed. */
  public RunOptions withSeed(long s) {
    return new RunOptions(function, threads, args, s, hierarchy, triple, stepBound, maxRounds);
  }

  /** Returns a copy with another hierarchy. */
  public RunOptions withHierarchy(String h) {
    return new RunOptions(function, threads, args, seed, h, triple, stepBound, maxRounds);
  }
}
