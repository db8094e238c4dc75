package dev.cvg.legality.verdict;

import java.util.List;

/**
 * What the dynamic check executed without finding a counterexample.
 *
 * @param executions pairs of executions compared (original and transformed on the same inputs)
 * @param threadCounts the group sizes used
 * @param argumentSets argument sets per group size
 * @param hierarchies the cycle hierarchies used
 * @param anchorGroupings the anchor groupings the transformed program was run with
 * @param inconclusive executions that hit a bound or were undefined, not counted in {@code executions}
 */
public record Coverage(int executions, List<Integer> threadCounts, int argumentSets, List<String> hierarchies,
    List<String> anchorGroupings, int inconclusive) {
  /** Copies the lists. */
  public Coverage {
    threadCounts = List.copyOf(threadCounts);
    hierarchies = List.copyOf(hierarchies);
    anchorGroupings = List.copyOf(anchorGroupings);
  }

  /**
   * Returns the coverage of no execution at all (a static proof).
   *
   * @return zero executions
   */
  public static Coverage none() {
    return new Coverage(0, List.of(), 0, List.of(), List.of(), 0);
  }

  /**
   * Returns a one-line description.
   *
   * @return the description
   */
  public String describe() {
    return executions + " execution pair(s): " + threadCounts + " threads x " + argumentSets
        + " argument sets x hierarchies " + hierarchies + " x anchor groupings " + anchorGroupings
        + (inconclusive > 0 ? " (" + inconclusive + " inconclusive)" : "");
  }
}
