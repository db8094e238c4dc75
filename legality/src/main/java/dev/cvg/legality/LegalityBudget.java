package dev.cvg.legality;

import java.time.Duration;
import java.util.List;

/**
 * The bounds of a dynamic check; every UNKNOWN names the one that was hit.
 *
 * @param threadCounts the group sizes, tried in this order
 * @param argumentSets argument sets per group size (at least 1)
 * @param anchorSplits adversarial anchor groupings of the transformed program, besides the maximal one
 * @param stepBound instructions per thread per execution
 * @param maxRounds fixed-point rounds per execution
 * @param recordBound dynamic instances recorded per execution
 * @param wallTime the time the whole check may take
 */
public record LegalityBudget(List<Integer> threadCounts, int argumentSets, int anchorSplits, long stepBound,
    int maxRounds, long recordBound, Duration wallTime) {

  /** Validates and copies. */
  public LegalityBudget {
    threadCounts = List.copyOf(threadCounts);
    if (threadCounts.isEmpty() || threadCounts.stream().anyMatch(n -> n < 1 || n > 1024)) {
      throw new IllegalArgumentException("thread counts must be in 1..1024: " + threadCounts);
    }
    if (argumentSets < 1 || anchorSplits < 0 || stepBound < 1 || maxRounds < 1 || recordBound < 1) {
      throw new IllegalArgumentException("budget bounds must be positive");
    }
  }

  /**
   * Returns the default budget: 1, 2, 3, 32 and 64 threads, 4 argument sets, 2 anchor splits,
   * 100,000 steps per thread, 64 rounds, 20 million recorded instances, 60 s.
   *
   * @return the default budget
   */
  public static LegalityBudget defaults() {
    return new LegalityBudget(List.of(1, 2, 3, 32, 64), 4, 2, 100_000, 64, 20_000_000, Duration.ofSeconds(60));
  }

  /**
   * Returns a copy with other thread counts.
   *
   * @param counts the group sizes to run
   * @return the copy
   */
  public LegalityBudget withThreadCounts(List<Integer> counts) {
    return new LegalityBudget(counts, argumentSets, anchorSplits, stepBound, maxRounds, recordBound, wallTime);
  }

  /**
   * Returns a copy with another number of argument sets.
   *
   * @param sets argument sets per group size
   * @return the copy
   */
  public LegalityBudget withArgumentSets(int sets) {
    return new LegalityBudget(threadCounts, sets, anchorSplits, stepBound, maxRounds, recordBound, wallTime);
  }

  /**
   * Returns a copy with another step bound.
   *
   * @param steps instructions per thread before an execution is inconclusive
   * @return the copy
   */
  public LegalityBudget withStepBound(long steps) {
    return new LegalityBudget(threadCounts, argumentSets, anchorSplits, steps, maxRounds, recordBound, wallTime);
  }

  /**
   * Returns a copy with another round bound.
   *
   * @param rounds fixed-point rounds before an execution is inconclusive
   * @return the copy
   */
  public LegalityBudget withMaxRounds(int rounds) {
    return new LegalityBudget(threadCounts, argumentSets, anchorSplits, stepBound, rounds, recordBound, wallTime);
  }

  /**
   * Returns a copy with another wall-time bound.
   *
   * @param time the wall time of the whole check
   * @return the copy
   */
  public LegalityBudget withWallTime(Duration time) {
    return new LegalityBudget(threadCounts, argumentSets, anchorSplits, stepBound, maxRounds, recordBound, time);
  }
}
