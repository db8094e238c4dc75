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
        || !llvm.exitCycles().containsAll(ours.exitCycles()) || !llvm.temporal().containsAll(ours.temporal())) {
      return "cvg reports divergence opt-22 does not (arguments, cycles or temporal list)";
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
