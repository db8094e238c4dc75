package dev.cvg.oracle.input;

import java.util.List;
import java.util.Optional;

/**
 * Everything a launch gives its threads: how many there are, the entry function's arguments
 * (thread {@code t}'s thread id is {@code t}), and optionally a path per thread that forces
 * the branch decisions of the entry function (to drive threads along the paths of a spec
 * trace table, or along adversarial ones).
 *
 * @param threads the number of threads (1..1024)
 * @param args one {@link Arg} per parameter of the entry function
 * @param paths per thread, the blocks it must visit in order (entry block first), if forced
 */
public record ThreadInputs(int threads, List<Arg> args, Optional<List<List<String>>> paths) {
  /** Validates the thread count and the lengths of per-thread data. */
  public ThreadInputs {
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("thread count must be in 1..1024: " + threads);
    }
    args = List.copyOf(args);
    for (Arg a : args) {
      if (a instanceof Arg.Scalar s && s.perThread().length != threads) {
        throw new IllegalArgumentException("scalar argument has " + s.perThread().length
            + " values for " + threads + " threads");
      }
    }
    paths = paths.map(p -> p.stream().map(List::copyOf).toList());
    if (paths.isPresent() && paths.get().size() != threads) {
      throw new IllegalArgumentException(paths.get().size() + " paths for " + threads + " threads");
    }
  }

  /**
   * Returns inputs without arguments or paths.
   *
   * @param threads the thread count
   * @return the inputs
   */
  public static ThreadInputs of(int threads) {
    return new ThreadInputs(threads, List.of(), Optional.empty());
  }

  /**
   * Returns inputs without arguments whose threads follow {@code paths} (one per thread).
   *
   * @param paths per thread, the blocks it must visit in order (entry block first)
   * @return the inputs
   */
  public static ThreadInputs paths(List<List<String>> paths) {
    return new ThreadInputs(paths.size(), List.of(), Optional.of(paths));
  }

  /**
   * Returns a copy with {@code args}.
   *
   * @param newArgs the arguments, one per parameter
   * @return the copy
   */
  public ThreadInputs withArgs(List<Arg> newArgs) {
    return new ThreadInputs(threads, newArgs, paths);
  }
}
