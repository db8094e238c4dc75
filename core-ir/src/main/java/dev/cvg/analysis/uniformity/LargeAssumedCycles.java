package dev.cvg.analysis.uniformity;

import java.util.Arrays;

/**
 * For a block, the outermost assumed-divergent cycle around it that is large enough to be handled
 * collapsed ({@link UniformityOptions#collapseAssumedFrom()}, {@link CollapsedCycle}).
 *
 * <p>Asked for every divergent branch. The answer depends only on the block's innermost cycle and
 * on the assumed set, which grows rarely (once per newly assumed cycle), so it is memoized per
 * innermost cycle and the memo is cleared whenever the set grows. Cost: one walk up the cycle
 * tree per innermost cycle between two changes of the assumed set, O(1) otherwise.
 */
final class LargeAssumedCycles {
  /** Memo entry not computed since the assumed set last changed. */
  private static final int UNKNOWN = -2;

  private final CycleTable cycles;
  /** Cycle index to whether it is assumed divergent (shared with the propagation, read only). */
  private final boolean[] assumed;
  private final int threshold;
  /** Innermost cycle index to the answer for its blocks, or {@link #UNKNOWN}. */
  private final int[] memo;

  LargeAssumedCycles(CycleTable cycles, boolean[] assumed, int threshold) {
    this.cycles = cycles;
    this.assumed = assumed;
    this.threshold = threshold;
    this.memo = new int[cycles.cycles.size()];
    Arrays.fill(memo, UNKNOWN);
  }

  /** Returns the outermost assumed cycle of at least the threshold's size around block {@code b}, or -1. */
  int around(int b) {
    int innermost = cycles.innermost[b];
    if (innermost < 0) {
      return -1;
    }
    if (memo[innermost] == UNKNOWN) {
      int found = -1;
      for (int c = innermost; c >= 0; c = cycles.parent[c]) {
        if (isLarge(c)) {
          found = c;
        }
      }
      memo[innermost] = found;
    }
    return memo[innermost];
  }

  /**
   * Returns whether cycle {@code c} lies strictly inside an assumed cycle of at least the
   * threshold's size: its branches are (or, analysed earlier, would have been) handled collapsed.
   */
  boolean strictlyInside(int c) {
    for (int a = cycles.parent[c]; a >= 0; a = cycles.parent[a]) {
      if (isLarge(a)) {
        return true;
      }
    }
    return false;
  }

  /** Whether cycle {@code c} is assumed divergent and of at least the threshold's size. */
  private boolean isLarge(int c) {
    return assumed[c] && cycles.cycles.get(c).size() >= threshold;
  }

  /** Forgets every answer: a cycle was just assumed divergent. */
  void assumedSetChanged() {
    Arrays.fill(memo, UNKNOWN);
  }
}
