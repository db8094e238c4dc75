package dev.cvg.analysis.uniformity;

/**
 * Switches of the uniformity analysis that go beyond LLVM 22's algorithm.
 *
 * @param shortcuts skip regions that provably contain no join when computing sync dependence
 *     (never changes a result; disabling it gives LLVM's propagation, for tests and benchmarks)
 * @param equalIncomingPhis keep a phi of a join block uniform when every incoming edge on a
 *     diverged path carries the same value (upstream LLVM after 22)
 * @param tokenRegions exempt uses inside the convergence region of a token defined in a cycle
 *     from temporal divergence at that cycle's divergent exits (spec "Temporal Divergence at
 *     Cycle Exit"), while values computed in the region are temporally divergent where used
 *     past it, and an always-uniform operation whose token chain reaches into a cycle through
 *     further token definitions is a divergence source; LLVM 22 has no token logic
 * @param exitedCycleByContainment for a divergent exit {@code X} of a branch {@code B}, also take
 *     the outermost cycle containing {@code B} but not {@code X} as a cycle with a divergent
 *     exit; LLVM 22 only climbs from {@code B}'s innermost cycle while the depth exceeds
 *     {@code X}'s, which stops too early when {@code X} lies in an unrelated cycle at least as
 *     deep (then values of the outer exited cycles miss their temporal divergence)
 * @param collapseAssumedFrom the size (in blocks) from which an assumed-divergent cycle is
 *     treated as one opaque node for the sync dependence of the branches inside it
 *     ({@link CollapsedCycle}): sound, linear, and may differ from LLVM's (quadratic) answer
 *     outside the cycle; {@link Integer#MAX_VALUE} never collapses
 * @param exitPhiJoins mark divergent a phi of an exit block of a cycle with a divergent exit
 *     when its edges from inside the cycle carry different values (threads leaving on different
 *     iterations or through different exiting blocks meet there); LLVM 22 only marks exit phis
 *     that read a value defined in the cycle, which its own test {@code
 *     divergent-cycle-exit-join.ll} documents as a bug, and which the oracle refutes
 * @param headerBranchExits find the divergent exits of a reducible cycle whose header is the
 *     divergent branch: an exit reached on a path that does not return to the header, while
 *     another path does, sees threads leave on different iterations (spec "Divergent Cycle
 *     Exits"); LLVM 22 never visits the branch block, so it finds none, which the oracle refutes
 *     (a counter read after such a loop differs between converged threads)
 * @param temporalInsideAssumed three rules for cycles that are not m-converged: propagate
 *     temporal divergence out of a cycle with a divergent exit even when it lies inside a cycle
 *     assumed divergent; treat an assumed-divergent cycle as left out of step through every exit
 *     (uses outside of its values diverge even where the exit branch is uniform; the cycle is not
 *     added to the printed list of cycles with a divergent exit, which keeps LLVM's meaning);
 *     and make every use inside an assumed cycle of a value defined in it divergent
 *     ({@link UniformityInfo#isDivergentUse}). LLVM 22 has none of them; all three matter for
 *     values the target keeps uniform (ballot, readfirstlane), which the assumed cycle does not
 *     mark, and the oracle shows different ballot masks read by converged threads in each case
 * @param specDivergedEntry the diverged-entry criterion as the spec states it: walking out from
 *     the smallest cycle containing the branch and the join, every irreducible cycle is assumed
 *     divergent until a header strictly dominates the join; a reducible cycle satisfies the
 *     criterion itself but does not vouch for the cycles around it ("trivial dominance is
 *     insufficient" when the join is its header). LLVM 22 stops at a reducible smallest cycle
 */
public record UniformityOptions(boolean shortcuts, boolean equalIncomingPhis, boolean tokenRegions,
    boolean exitedCycleByContainment, int collapseAssumedFrom, boolean exitPhiJoins,
    boolean headerBranchExits, boolean temporalInsideAssumed, boolean specDivergedEntry) {

  /** The default {@link #collapseAssumedFrom()}: far above any cycle in LLVM's own tests. */
  public static final int COLLAPSE_FROM = 256;

  /**
   * Returns the default options: everything on.
   *
   * @return the defaults
   */
  public static UniformityOptions defaults() {
    return new UniformityOptions(true, true, true, true, COLLAPSE_FROM, true, true, true, true);
  }

  /**
   * Returns the options that reproduce LLVM 22's results exactly (shortcuts stay on).
   *
   * @return LLVM 22's options
   */
  public static UniformityOptions llvm22() {
    return new UniformityOptions(true, false, false, false, Integer.MAX_VALUE, false, false, false,
        false);
  }

  /**
   * Returns a copy with {@link #shortcuts()} set to {@code on}.
   *
   * @param on whether the shortcuts are on
   * @return the copy
   */
  public UniformityOptions withShortcuts(boolean on) {
    return new UniformityOptions(on, equalIncomingPhis, tokenRegions, exitedCycleByContainment,
        collapseAssumedFrom, exitPhiJoins, headerBranchExits, temporalInsideAssumed,
        specDivergedEntry);
  }

  /**
   * Returns a copy with {@link #collapseAssumedFrom()} set to {@code blocks}.
   *
   * @param blocks the new {@link #collapseAssumedFrom()}
   * @return the copy
   */
  public UniformityOptions withCollapseFrom(int blocks) {
    return new UniformityOptions(shortcuts, equalIncomingPhis, tokenRegions,
        exitedCycleByContainment, blocks, exitPhiJoins, headerBranchExits, temporalInsideAssumed,
        specDivergedEntry);
  }
}
