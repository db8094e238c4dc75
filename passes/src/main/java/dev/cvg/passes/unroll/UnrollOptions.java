package dev.cvg.passes.unroll;

import dev.cvg.passes.framework.PassContext;
import java.util.Optional;

/**
 * The parameters of {@code loop-unroll<…>}, spelled as in the pipeline text.
 *
 * <ul>
 *   <li>{@code full}: fully unroll constant trip counts up to {@code full-unroll-max} copies
 *       whatever the size (LLVM's {@code #pragma unroll}); without it, only when the unrolled
 *       size stays within {@code threshold} (default, like {@code opt -passes=loop-unroll}).
 *   <li>{@code partial}: also unroll partially by a known trip multiple (no remainder).
 *   <li>{@code runtime}: also unroll with a remainder loop when no multiple is known (implies
 *       {@code partial}).
 *   <li>{@code count=N}: the partial unroll count (implies {@code partial}); by default the
 *       largest power of two up to 8 whose unrolled size stays within {@code threshold}.
 *   <li>{@code threshold=N}: the size budget in instructions (default 150, LLVM's default
 *       {@code -unroll-threshold}); {@code full-unroll-max=N} (default 64).
 * </ul>
 *
 * @param forceFull {@code full}
 * @param partial partial unrolling allowed
 * @param runtime remainders allowed
 * @param count the requested count, if any
 * @param threshold the size budget
 * @param fullMax the largest full unroll
 */
record UnrollOptions(boolean forceFull, boolean partial, boolean runtime, Optional<Integer> count,
    int threshold, int fullMax) {

  /** The defaults: full unrolling within the threshold only. */
  static final UnrollOptions DEFAULTS =
      new UnrollOptions(false, false, false, Optional.empty(), 150, 64);

  /** Reads the options from the pass parameters. */
  static UnrollOptions of(PassContext ctx) {
    Optional<Integer> count = ctx.parameter("count").map(v -> number("count", v, 2));
    boolean runtime = ctx.parameter("runtime").isPresent();
    boolean partial = runtime || count.isPresent() || ctx.parameter("partial").isPresent();
    return new UnrollOptions(ctx.parameter("full").isPresent(), partial, runtime, count,
        ctx.parameter("threshold").map(v -> number("threshold", v, 1)).orElse(DEFAULTS.threshold),
        ctx.parameter("full-unroll-max").map(v -> number("full-unroll-max", v, 1))
            .orElse(DEFAULTS.fullMax));
  }

  private static int number(String key, String text, int min) {
    try {
      int v = Integer.parseInt(text);
      if (v >= min && v <= 1024) {
        return v;
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException("loop-unroll<" + key + "=" + text + ">: expected an integer"
        + " from " + min + " to 1024");
  }
}
