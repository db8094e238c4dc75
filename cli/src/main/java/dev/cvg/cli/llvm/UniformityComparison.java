package dev.cvg.cli.llvm;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Comparisons of two analyses' {@link UniformityMarks} of one function where one may be more
 * precise than the other: cvg's post-22 rules only refine LLVM 22's answer (fewer divergent
 * marks), cvg's soundness rules only add divergence to that.
 */
public final class UniformityComparison {
  private UniformityComparison() {}

  /**
   * Whether {@code more} keeps every divergent mark and temporal use (value and user) of
   * {@code less}; the cycle a use is listed under may be an enclosing one, and a use need not be
   * listed if its value is divergent outright.
   */
  public static boolean onlyAdds(UniformityMarks less, UniformityMarks more) {
    if (!more.arguments().containsAll(less.arguments())) {
      return false;
    }
    for (Map.Entry<String, List<Boolean>> e : less.blocks().entrySet()) {
      List<Boolean> b = more.blocks().get(e.getKey());
      for (int i = 0; i < e.getValue().size(); i++) {
        if (e.getValue().get(i) && (b == null || !b.get(i))) {
          return false;
        }
      }
    }
    java.util.function.Function<String, String> useOnly = t -> t.substring(0, t.indexOf(" @ "));
    Set<String> uses = more.temporal().stream().map(useOnly).collect(Collectors.toSet());
    for (String t : less.temporal()) {
      String value = t.substring(0, t.indexOf(" -> "));
      // A use may instead be divergent because its value is (e.g. inside an assumed-divergent cycle).
      if (!uses.contains(useOnly.apply(t)) && !more.values().getOrDefault(value, false)) {
        return false;
      }
    }
    return true;
  }

  /** Returns "" if {@code ours} is {@code llvm} or strictly more precise by a refinement. */
  public static String moreOrEquallyPrecise(UniformityMarks ours, UniformityMarks llvm) {
    if (!llvm.arguments().containsAll(ours.arguments()) || !withinAssumed(ours.assumedCycles(), llvm.assumedCycles())
        || !llvm.exitCycles().containsAll(ours.exitCycles())) {
      return "cvg reports divergence opt-22 does not (arguments or cycles)";
    }
    for (String t : ours.temporal()) {
      if (!llvm.temporal().contains(t) && !llvm.values().getOrDefault(userName(t), false)) {
        return "cvg reports a temporally divergent use opt-22 does not, of a user opt-22 calls uniform: " + t;
      }
    }
    for (Map.Entry<String, List<Boolean>> e : llvm.blocks().entrySet()) {
      List<Boolean> theirs = e.getValue();
      List<Boolean> mine = ours.blocks().getOrDefault(e.getKey(), List.of());
      if (mine.size() != theirs.size() && !ours.allUniform()) {
        return "block " + e.getKey() + " has a different instruction count";
      }
      for (int i = 0; i < theirs.size() && !ours.allUniform(); i++) {
        if (mine.get(i) && !theirs.get(i)) {
          return "cvg marks instruction " + i + " of " + e.getKey() + " divergent, opt-22 does not";
        }
      }
    }
    return "";
  }

  /**
   * Returns {@code marks} without the temporal uses listed under a cycle that lies inside one of
   * its assumed-divergent cycles. LLVM 22 lists such a use or not depending on the order its
   * worklist meets the divergent branches (a cycle exit analysed before another branch makes the
   * cycle assumed divergent is listed, one analysed after is skipped), and that order follows a
   * pointer-keyed set's iteration, so no other implementation can reproduce it; the use's user is
   * divergent either way (every definition of an assumed cycle is), so dropping the entries loses
   * no divergence.
   *
   * @param marks one function's marks
   * @return the same marks with those temporal entries removed
   */
  public static UniformityMarks withoutOrderDependentTemporal(UniformityMarks marks) {
    Set<String> kept = new java.util.TreeSet<>();
    for (String t : marks.temporal()) {
      String cycle = t.substring(t.indexOf(" @ ") + 3);
      if (!withinAssumed(Set.of(cycle), marks.assumedCycles())) {
        kept.add(t);
      }
    }
    return new UniformityMarks(marks.allUniform(), marks.arguments(), marks.assumedCycles(), marks.exitCycles(), kept,
        marks.blocks(), marks.values());
  }

  /**
   * Returns the name of the user in a temporal-use line {@code %v -> %u = phi ... @ cycle}, or ""
   * for an unnamed user. A temporal use that only one side lists adds no divergence when the
   * other side marks its user divergent anyway (for example inside a cycle it assumes divergent,
   * where LLVM does not list the uses).
   */
  private static String userName(String temporal) {
    String user = temporal.substring(temporal.indexOf(" -> ") + 4);
    int eq = user.indexOf(" = ");
    return user.startsWith("%") && eq > 0 ? user.substring(0, eq) : "";
  }

  /**
   * Whether each cycle of {@code ours} lies inside a cycle of {@code llvm} (cycle lines as
   * {@link UniformityMarks} keeps them): assuming a smaller cycle divergent claims less. A
   * refined phi can leave uniform the branch that made LLVM assume the larger cycle.
   */
  public static boolean withinAssumed(Set<String> ours, Set<String> llvm) {
    return ours.stream().allMatch(c -> llvm.stream().anyMatch(l -> cycleBlocks(l).containsAll(cycleBlocks(c))));
  }

  /** The blocks of a cycle line {@code depth=N: entries(a b) c d}. */
  private static Set<String> cycleBlocks(String line) {
    String rest = line.substring(line.indexOf("entries(") + "entries(".length()).replace(")", " ");
    return new HashSet<>(Arrays.asList(rest.trim().split("\\s+")));
  }
}
