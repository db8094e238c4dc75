package dev.cvg.analysis.uniformity;

/**
 * Behaviours of LLVM 22's uniformity analysis that depart from the spec's definitions, each
 * modelled as a switch of the reference twin ({@link NaiveUniformity}). The twin follows the spec
 * unless a deviation is asked for; {@link UniformityPropertyTest} asks for them only to attribute
 * a disagreement it has already found to a named cause ({@link KnownTwinDisagreements}).
 *
 * <p>cvg's fast analysis reproduces all of them in its LLVM 22 mode on purpose; its default mode
 * fixes {@link #HEADER_BRANCH_EXITS}, {@link #NO_TEMPORAL_INSIDE_ASSUMED} (both unsound, refuted
 * by the oracle) and {@link #REDUCIBLE_SMALLEST_CYCLE} (the spec's letter), and keeps
 * {@link #EXTERNAL_BY_JOIN}, which errs towards divergence.
 */
enum LlvmDeviation {
  /**
   * No divergent exit is found for a <em>reducible</em> cycle whose header is the divergent
   * branch: LLVM's propagation never visits the branch block, so the header never forwards its
   * label to the exits, and only irreducible cycles get the final label comparison. Spec
   * ("Divergent Cycle Exits"): threads that go back to the header run a later iteration, those
   * that reach an exit on a disjoint path leave in this one; uses outside the cycle are
   * temporally divergent. Confirmed by the oracle (a counter read after such a loop differs
   * between threads while LLVM 22 and cvg call it uniform).
   */
  HEADER_BRANCH_EXITS,
  /**
   * The diverged-entry criterion ends at the smallest cycle containing the branch {@code B} and
   * its join {@code J} when that cycle is reducible (LLVM's {@code getIntDivCycle}). The spec's
   * simplified criterion recurses into an inner cycle only through dominance ("the header of
   * C' strictly dominates J"); a reducible inner cycle whose header is {@code J} gives none
   * ("when J is the same as H ... the trivial dominance is insufficient"), so an irreducible
   * cycle around it whose header does not dominate {@code J} is not m-converged.
   */
  REDUCIBLE_SMALLEST_CYCLE,
  /**
   * Temporal divergence is not propagated out of a cycle with a divergent exit when it lies in a
   * cycle assumed divergent (LLVM skips the work as redundant). It is not redundant for values the
   * target keeps uniform (ballot, readfirstlane): the assumed cycle does not mark them, and a use
   * outside the exited cycle still reads instances from different iterations.
   */
  NO_TEMPORAL_INSIDE_ASSUMED,
  /**
   * A join {@code J} of {@code B} inside a cycle that does not contain {@code B} makes the
   * largest such cycle divergent whenever it is irreducible (LLVM's {@code getExtDivCycle}), even
   * when both diverged paths enter it at the same entry ({@code J} itself). The spec asks for
   * paths reaching <em>different</em> entries; threads entering at one entry without having run
   * any header of the cycle are converged there in every hierarchy. Errs towards divergence; not
   * met by the generated kernels (see {@code NaiveUniformityTest}).
   */
  EXTERNAL_BY_JOIN
}
