package dev.cvg.legality.verdict;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A concrete execution showing a violation, readable like alive-tv's: the property, the
 * instruction in the original and in the transformed program, the threads and inputs, the
 * groups before and after, the values that differ, and a trace excerpt.
 *
 * @param property the violated property
 * @param before the instruction of the original program ({@code %x in @src}), or what it concerns
 * @param after the corresponding instruction of the transformed program
 * @param message one sentence saying what happened
 * @param threads the threads involved
 * @param inputs the launch: thread count, arguments, hierarchy, anchor grouping
 * @param groupsBefore the groups of threads in the original (thread ids), if groups matter
 * @param groupsAfter the groups in the transformed program
 * @param valuesBefore per thread, the value in the original, where values matter
 * @param valuesAfter per thread, the value in the transformed program
 * @param trace the trace tables of both executions, if available (up to 8 threads)
 */
public record Counterexample(Property property, String before, String after, String message, List<Integer> threads,
    Inputs inputs, List<List<Integer>> groupsBefore, List<List<Integer>> groupsAfter,
    Map<Integer, String> valuesBefore, Map<Integer, String> valuesAfter, Optional<TraceTables> trace) {

  /** Copies the collections. */
  public Counterexample {
    threads = List.copyOf(threads);
    groupsBefore = groupsBefore.stream().map(List::copyOf).toList();
    groupsAfter = groupsAfter.stream().map(List::copyOf).toList();
    valuesBefore = Map.copyOf(valuesBefore);
    valuesAfter = Map.copyOf(valuesAfter);
  }

  /**
   * Returns whether the values are keyed by 32-bit words of memory (a buffer or global that
   * differs) rather than by threads.
   *
   * @return true if the values are per word
   */
  public boolean valuesPerWord() {
    return property == Property.OBSERVABLE && !before.startsWith("the return value");
  }

  /**
   * The inputs of a counterexample's executions.
   *
   * @param threads the number of threads
   * @param arguments the arguments, as {@code cvg run --args} takes them where possible
   * @param hierarchy the cycle hierarchy
   * @param anchors the anchor grouping of the transformed program's execution
   */
  public record Inputs(int threads, List<String> arguments, String hierarchy, String anchors) {
    /** Copies the arguments. */
    public Inputs {
      arguments = List.copyOf(arguments);
    }
  }
}
