package dev.cvg.passes.unroll;

import dev.cvg.ir.Function;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * Chooses how to unroll a loop, most profitable first: full unrolling of a constant trip count,
 * then partial unrolling by a count the exit iteration is known modulo (no remainder), then a
 * remainder. The guard sees each candidate in that order; the first it allows is performed.
 */
final class UnrollPlanner {
  private static final int DEFAULT_COUNT = 8;

  private UnrollPlanner() {}

  /** Returns the candidate plans for a loop of {@code size} instructions, best first. */
  static List<UnrollPlan> candidates(Function f, ExitCondition c, int size, UnrollOptions o) {
    List<UnrollPlan> plans = new ArrayList<>();
    OptionalLong exact = TripCount.constantExit(c, o.fullMax() - 1L);
    if (exact.isPresent()) {
      int copies = (int) exact.getAsLong() + 1;
      boolean fits = (long) copies * size <= o.threshold();
      boolean coveredByCount = o.count().map(n -> copies <= n).orElse(false);
      if (coveredByCount || (o.count().isEmpty() && (o.forceFull() || fits))) {
        plans.add(new UnrollPlan.Full(copies));
        return plans;
      }
    }
    if (!o.partial()) {
      return plans;
    }
    int n = o.count().orElseGet(() -> defaultCount(size, o.threshold()));
    if (n < 2) {
      return plans;
    }
    if (exact.isEmpty()) {
      exact = TripCount.constantExit(c, 1L << 16);
    }
    if (exact.isPresent()) {
      plans.add(new UnrollPlan.Multiple(n, (int) (exact.getAsLong() % n)));
      return plans;
    }
    if (o.runtime() && ExitGuard.exists(c, n)) {
      plans.add(new UnrollPlan.Remainder(n));
    }
    for (int k = Integer.highestOneBit(n); k >= 2; k /= 2) {
      OptionalLong r = TripCount.exitResidue(f, c, Integer.numberOfTrailingZeros(k));
      if (r.isPresent()) {
        UnrollPlan m = new UnrollPlan.Multiple(k, (int) r.getAsLong());
        plans.add(k == n ? 0 : plans.size(), m);
        break;
      }
    }
    return plans;
  }

  /**
   * Returns the plan for a loop without a canonical exit condition: with partial unrolling on,
   * {@code count} copies keeping every exit test; none otherwise.
   */
  static List<UnrollPlan> withoutTripCount(int size, UnrollOptions o) {
    if (!o.partial()) {
      return List.of();
    }
    int n = o.count().orElseGet(() -> defaultCount(size, o.threshold()));
    return n < 2 ? List.of() : List.of(new UnrollPlan.KeepExits(n));
  }

  private static int defaultCount(int size, int threshold) {
    int n = DEFAULT_COUNT;
    while (n > 1 && (long) n * size > threshold) {
      n /= 2;
    }
    return n;
  }
}
