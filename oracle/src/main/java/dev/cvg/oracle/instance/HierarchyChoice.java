package dev.cvg.oracle.instance;

import dev.cvg.ir.Function;
import java.util.Map;

/**
 * Which cycle hierarchy the oracle's maximal-convergence labels use for each function. For
 * an irreducible CFG different DFS orders give different hierarchies, hence different
 * maximal converged-with relations (ConvergenceAndUniformity.rst, "Maximal Convergence").
 */
@FunctionalInterface
public interface HierarchyChoice {

  /** Returns the cycle nest to use for {@code f} (block numbers of {@code f.index()}). */
  CycleNest nest(Function f);

  /**
   * Returns a choice that uses the given nests by function name (without {@code @}) and
   * treats every other function as acyclic.
   *
   * @throws IllegalArgumentException (from {@link #nest}) if a function not listed has a cycle
   *     is not detected: callers must list every cyclic function
   */
  static HierarchyChoice explicit(Map<String, CycleNest> byName) {
    Map<String, CycleNest> copy = Map.copyOf(byName);
    return f -> {
      CycleNest n = copy.get(f.name());
      return n != null ? n : CycleNest.none(f.index().blockCount());
    };
  }
}
