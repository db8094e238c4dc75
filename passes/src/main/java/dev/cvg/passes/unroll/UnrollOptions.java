package dev.cvg.passes.unroll;

import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

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

  /** The parameters, as {@link LoopUnroll#parameters()} declares them. */
  static final List<PassParameter> PARAMETERS = List.of(
      PassParameter.flag("full", "fully unroll constant trip counts up to full-unroll-max copies, whatever the size"),
      PassParameter.flag("partial", "also unroll partially by a known trip multiple"),
      PassParameter.flag("runtime", "also unroll with a remainder loop (implies partial)"),
      PassParameter.integer("count", 2, 1024, "the partial unroll count (implies partial)"),
      PassParameter.integer("threshold", 1, 1024, "the size budget in instructions (default 150)"),
      PassParameter.integer("full-unroll-max", 1, 1024, "the largest full unroll (default 64)"));

  /** Reads the options from the pass parameters (checked against {@link #PARAMETERS}). */
  static UnrollOptions of(PassContext ctx) {
    OptionalInt count = ctx.intParameter("count");
    boolean runtime = ctx.flag("runtime");
    boolean partial = runtime || count.isPresent() || ctx.flag("partial");
    return new UnrollOptions(ctx.flag("full"), partial, runtime,
        count.isPresent() ? Optional.of(count.getAsInt()) : Optional.empty(),
        ctx.intParameter("threshold").orElse(DEFAULTS.threshold),
        ctx.intParameter("full-unroll-max").orElse(DEFAULTS.fullMax));
  }
}
