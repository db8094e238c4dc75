package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The two conditions of the spec's "Static Uniformity Analysis" under which the nodes of a cycle
 * are not m-converged, evaluated literally on one cycle hierarchy for the reference twin
 * ({@link NaiveUniformity}); written from the spec, not from {@link DivergentCycles}.
 *
 * <ul>
 *   <li><b>Diverged entry</b> (the spec's conservative simplification): for a divergent branch
 *       {@code B} and its join {@code J}, the nodes of a cycle {@code C} containing both are
 *       m-converged only if {@code B} strictly dominates {@code J}, or the header of {@code C}
 *       strictly dominates {@code J}, or, recursively, a cycle inside {@code C} (containing both)
 *       satisfies the same condition; a reducible cycle satisfies it trivially (spec "Reducible
 *       Cycle"), but only for itself: when {@code J} is its header there is no dominance to vouch
 *       for the cycles around it ("when J is the same as H ... the trivial dominance is
 *       insufficient"). Every cycle of the chain that fails is not m-converged.
 *   <li><b>Diverged paths reaching a cycle</b>: a cycle not containing {@code B} is not
 *       m-converged when diverged paths from {@code B} reach two different entries of it:
 *       two disjoint paths in {@code G_B} from distinct successors, each ending at the first node
 *       of the cycle it meets ({@link BranchGraph#reachesDifferentEntries}).
 * </ul>
 *
 * <pre>
 *   entry -> P | R;  P -> Q;  Q -> R | S;  R -> S;  S -> P | exit      (Q divergent)
 *   closed path P Q R S, entries P and R, join S of Q:
 *   header P: P dominates S? no (entry -> R -> S) -> the cycle is not m-converged
 * </pre>
 */
final class NaiveCycleCriteria {
  private NaiveCycleCriteria() {}

  /**
   * Returns the cycles made non-m-converged by branch {@code b} and its join {@code j} under the
   * diverged entry criterion, innermost first (empty if none); {@code reducibleVouches} models
   * {@link LlvmDeviation#REDUCIBLE_SMALLEST_CYCLE}.
   */
  static List<Cycle> divergedEntry(CycleHierarchy h, DominatorTree dom, int b, int j,
      boolean reducibleVouches) {
    List<Cycle> failing = new ArrayList<>();
    if (dom.strictlyDominates(b, j)) {
      return failing;
    }
    List<Cycle> chain = new ArrayList<>();
    for (Cycle c : h.cycles()) {
      if (c.contains(b) && c.contains(j)) {
        chain.add(c);
      }
    }
    // Innermost first: the cycles containing both nodes are nested in one another.
    chain.sort(Comparator.comparingInt(Cycle::depth).reversed());
    boolean dominated = false;
    for (Cycle c : chain) {
      // "Recursively": once the header of some cycle strictly dominates J, every cycle around it
      // is satisfied. A reducible cycle satisfies the criterion itself, but J = its header gives
      // no dominance ("trivial dominance is insufficient"), so it does not vouch for outer ones.
      // (LlvmDeviation.REDUCIBLE_SMALLEST_CYCLE: a reducible cycle vouches for all around it.)
      dominated |= dom.strictlyDominates(c.header(), j) || (reducibleVouches && c.isReducible());
      if (dominated) {
        break;
      }
      if (!c.isReducible()) {
        failing.add(c);
      }
    }
    return failing;
  }

  /**
   * Returns the largest cycle containing join {@code j} but not branch {@code b} if it is
   * irreducible (models {@link LlvmDeviation#EXTERNAL_BY_JOIN}).
   */
  static Optional<Cycle> largestIrreducibleWithout(CycleHierarchy h, int j, int b) {
    Cycle largest = null;
    for (Cycle c : h.cyclesContaining(j)) {
      if (!c.contains(b) && (largest == null || c.depth() < largest.depth())) {
        largest = c;
      }
    }
    return Optional.ofNullable(largest).filter(c -> !c.isReducible());
  }

  /** Returns the cycles not containing the branch that its diverged paths reach at two entries. */
  static List<Cycle> reachedAtDifferentEntries(CycleHierarchy h, BranchGraph gb) {
    List<Cycle> out = new ArrayList<>();
    for (Cycle c : h.cycles()) {
      if (!c.contains(gb.branch) && gb.reachesDifferentEntries(c)) {
        out.add(c);
      }
    }
    return out;
  }
}
