package dev.cvg.analysis.uniformity;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The always-uniform operations waiting for a cycle their token chain escapes
 * ({@link TokenChains#escapedCycles}) to be found left out of step, by cycle index. Each
 * operation is released at most once per cycle it waits for; O(1) per registration and release.
 */
final class WaitingChains {
  private final Map<Integer, List<Integer>> byCycle = new HashMap<>();

  /** Makes raw id {@code op} wait for every cycle of {@code cycles}. */
  void register(int op, int[] cycles) {
    for (int c : cycles) {
      byCycle.computeIfAbsent(c, k -> new ArrayList<>()).add(op);
    }
  }

  /** Returns the operations waiting for cycle {@code c}, and forgets them. */
  List<Integer> release(int c) {
    List<Integer> ops = byCycle.remove(c);
    return ops == null ? List.of() : ops;
  }
}
