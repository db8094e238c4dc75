package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Keeps the value comparisons of a trial honest about the values the oracle invents. The oracle
 * computes a call of an unknown external function (or of a target-specific intrinsic without a
 * meaning, or inline assembly) as a deterministic mix of callee and arguments: two programs that
 * call the same function on the same arguments see the same value, which is all a transform
 * that keeps the call needs. But when one program can call an opaque function the other cannot
 * (LLVM folded a library call such as {@code @sqrt}, or introduced one), the invented value has
 * no counterpart, and a difference in values — an observable result, or a use that became
 * divergent — may come from it alone. Such findings make the trial inconclusive instead of a
 * violation; converged-with findings stay (they compare groups, not values).
 */
final class OpaqueValues {
  private OpaqueValues() {}

  /**
   * Returns the trial's result: {@code findings}, less the value findings when
   * {@code beforeCallees} and {@code afterCallees} (the opaque callees each program can call)
   * differ; inconclusive, naming the callees, if nothing else is left.
   */
  static TrialResult screen(Trial trial, List<Finding> findings, Set<String> beforeCallees, Set<String> afterCallees) {
    if (beforeCallees.equals(afterCallees) || findings.isEmpty()) {
      return new TrialResult(trial, findings, Optional.empty());
    }
    List<Finding> kept = findings.stream().filter(f -> !comparesValues(f.property())).toList();
    if (!kept.isEmpty()) {
      return new TrialResult(trial, kept, Optional.empty());
    }
    Set<String> onlyAfter = new TreeSet<>(afterCallees);
    onlyAfter.removeAll(beforeCallees);
    Set<String> onlyBefore = new TreeSet<>(beforeCallees);
    onlyBefore.removeAll(afterCallees);
    StringBuilder why = new StringBuilder("a ").append(findings.getFirst().property().label())
        .append(" difference may come from a value the oracle invents: ");
    if (!onlyAfter.isEmpty()) {
      why.append("only the transformed program calls ").append(String.join(", ", onlyAfter));
    }
    if (!onlyBefore.isEmpty()) {
      why.append(onlyAfter.isEmpty() ? "" : "; ").append("only the original calls ").append(String.join(", ", onlyBefore));
    }
    why.append(" (an unknown function is modelled as an opaque function of its arguments, comparable only "
        + "with the same function's values)");
    return TrialResult.unknown(trial, why.toString());
  }

  private static boolean comparesValues(Property p) {
    return switch (p) {
      case OBSERVABLE, UNIFORMITY_AT_USE, VT3 -> true;
      case STATIC_RULES, CONVERGED_WITH -> false;
    };
  }
}
