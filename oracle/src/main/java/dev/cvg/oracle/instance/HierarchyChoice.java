package dev.cvg.oracle.instance;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import java.util.Map;

/**
 * Which cycle hierarchy the oracle's maximal-convergence labels use for each function. For
 * an irreducible CFG different DFS orders give different hierarchies, hence different
 * maximal converged-with relations (ConvergenceAndUniformity.rst, "Maximal Convergence").
 */
@FunctionalInterface
public interface HierarchyChoice {

  /**
   * Returns the cycle nest to use for {@code f} (block numbers of {@code f.index()}).
   *
   * @param f a function with a body
   * @return the nest
   */
  CycleNest nest(Function f);

  /**
   * Returns LLVM's hierarchy (its CycleInfo DFS explores successors last to first).
   *
   * @return the choice
   */
  static HierarchyChoice llvm() {
    return order(SuccessorOrder.llvm());
  }

  /**
   * Returns the hierarchy built by a DFS exploring successors in {@code order}.
   *
   * @param order the DFS's successor order
   * @return the choice
   */
  static HierarchyChoice order(SuccessorOrder order) {
    return f -> CycleNest.of(CycleHierarchy.of(f.index().cfg(), order));
  }

  /**
   * Returns the choice named by {@code spec}: {@code llvm} (default), {@code textual}, or
   * {@code seed:N} / a bare integer {@code N} for {@link SuccessorOrder#seeded(long)}.
   *
   * @param spec the text, e.g. of {@code cvg run --hierarchy}
   * @return the choice
   * @throws IllegalArgumentException for any other text
   */
  static HierarchyChoice parse(String spec) {
    return order(parseOrder(spec));
  }

  /**
   * Returns the DFS successor order named by {@code spec}, as {@link #parse} reads it.
   *
   * @param spec {@code llvm} (or empty), {@code textual}, or {@code seed:N} / a bare integer
   * @return the order
   * @throws IllegalArgumentException for any other text
   */
  static SuccessorOrder parseOrder(String spec) {
    String s = spec.trim();
    if (s.isEmpty() || s.equals("llvm")) {
      return SuccessorOrder.llvm();
    }
    if (s.equals("textual")) {
      return SuccessorOrder.textual();
    }
    String digits = s.startsWith("seed:") ? s.substring(5) : s;
    try {
      return SuccessorOrder.seeded(Long.parseLong(digits));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("unknown hierarchy '" + spec
          + "': expected llvm, textual, seed:N or an integer seed");
    }
  }

  /**
   * Returns a choice that uses the given nests by function name (without {@code @}) and LLVM's
   * hierarchy for every other function.
   *
   * @param byName the nests by function name
   * @return the choice
   */
  static HierarchyChoice explicit(Map<String, CycleNest> byName) {
    Map<String, CycleNest> copy = Map.copyOf(byName);
    HierarchyChoice fallback = llvm();
    return f -> {
      CycleNest n = copy.get(f.name());
      return n != null ? n : fallback.nest(f);
    };
  }
}
