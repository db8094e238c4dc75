package dev.cvg.analysis.uniformity;

import java.util.EnumSet;
import java.util.function.Supplier;

/**
 * Named bugs that tests plant in the analysis, on purpose, to prove that the suite catches them
 * (mutation testing kept as ordinary tests). Each is a switch read once per analysis run, on the
 * current thread only, and off unless a test turns it on through {@link #plantedIn}; the type is
 * package-private, so no user of the library can reach it.
 *
 * <p>Each constant names the rule of the spec that the bug breaks and the test that catches it.
 */
enum PlantedBug {
  /**
   * A divergent branch's join blocks get no divergent phis (sync dependence ignored: the
   * "no joins" bug). Breaks the spec's rule that a phi at a join of disjoint paths from a
   * divergent branch is divergent.
   */
  NO_JOIN_PHIS,
  /**
   * The equal-incoming-values rule ignores constant incoming values: {@code phi [0, %a], [1, %b]}
   * at a divergent join stays uniform (the "wrong phi rule").
   */
  CONSTANT_INCOMING_IGNORED,
  /**
   * Exits of a cycle that threads leave out of step are not divergent: temporal divergence of
   * values defined in the cycle and used outside it is missed.
   */
  NO_DIVERGENT_EXITS,
  /**
   * A join inside a cycle reached by diverged paths does not make that cycle assumed-divergent
   * (the diverged-entry criterion ignored): only its phis are tainted.
   */
  NO_ASSUMED_CYCLES;

  private static final ThreadLocal<EnumSet<PlantedBug>> ACTIVE =
      ThreadLocal.withInitial(() -> EnumSet.noneOf(PlantedBug.class));

  /** Returns whether this bug is planted on the current thread. */
  boolean active() {
    return ACTIVE.get().contains(this);
  }

  /** Runs {@code body} on the current thread with {@code bug} planted, and removes it again. */
  static <T> T plantedIn(PlantedBug bug, Supplier<T> body) {
    EnumSet<PlantedBug> set = ACTIVE.get();
    boolean was = set.contains(bug);
    set.add(bug);
    try {
      return body.get();
    } finally {
      if (!was) {
        set.remove(bug);
      }
    }
  }
}
