package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import java.util.List;
import java.util.Map;

/**
 * One violation seen in one pair of executions, before it becomes a counterexample.
 *
 * @param property the violated property
 * @param before the original instruction, described
 * @param after the transformed instruction, described
 * @param message what happened
 * @param threads the threads involved
 * @param groupsBefore groups of threads in the original
 * @param groupsAfter groups of threads in the transformed program
 * @param valuesBefore values per thread in the original
 * @param valuesAfter values per thread in the transformed program
 * @param order where the original instruction sits (module static instance number), to report
 *     the first violation in program order
 */
record Finding(Property property, String before, String after, String message, List<Integer> threads,
    List<List<Integer>> groupsBefore, List<List<Integer>> groupsAfter, Map<Integer, String> valuesBefore,
    Map<Integer, String> valuesAfter, int order) {

  /** Returns this finding with {@code note} appended to its message. */
  Finding amended(String note) {
    return new Finding(property, before, after, message + note, threads, groupsBefore, groupsAfter, valuesBefore,
        valuesAfter, order);
  }

  /** Returns a one-line summary. */
  String line() {
    return property.label() + " at " + before + ": " + message;
  }
}
