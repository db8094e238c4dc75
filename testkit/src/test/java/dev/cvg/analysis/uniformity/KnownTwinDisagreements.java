package dev.cvg.analysis.uniformity;

import static dev.cvg.analysis.uniformity.LlvmDeviation.HEADER_BRANCH_EXITS;
import static dev.cvg.analysis.uniformity.LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED;
import static dev.cvg.analysis.uniformity.LlvmDeviation.REDUCIBLE_SMALLEST_CYCLE;

import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The generated kernels on which cvg's fast uniformity analysis disagrees with the reference twin
 * ({@link NaiveUniformity}, the spec's definitions), each with its cause. Exact: a seed not listed
 * must agree, and a listed seed must still disagree (a stale entry fails, so a fix shows up).
 *
 * <p>A cause is either a modelled {@link LlvmDeviation} — then the twin run with exactly those
 * deviations must reproduce the fast answer — or LLVM's label propagation inside irreducible
 * regions ({@link Entry#labels()}), which the twin does not model: labels left stale by an earlier
 * visit create joins that no pair of disjoint paths has (spurious joins, spurious exits), and the
 * early stop misses joins reached only around an irreducible cycle (when the branch's innermost
 * cycle is reducible, LLVM's "irreducible ancestor" is empty). For those the test only requires,
 * in the default mode, that the fast answer covers the twin's (it errs towards divergence).
 *
 * <p>Everything listed is LLVM 22 behaviour that cvg reproduces on purpose in
 * {@link UniformityOptions#llvm22()}. The default options fix three of the causes
 * ({@link UniformityOptions#headerBranchExits()}, {@link UniformityOptions#temporalInsideAssumed()},
 * {@link UniformityOptions#specDivergedEntry()}), so those entries are LLVM 22 mode only; the
 * entries marked for both modes are the default mode's remaining, documented departures.
 */
final class KnownTwinDisagreements {
  private KnownTwinDisagreements() {}

  /**
   * One disagreement.
   *
   * @param seed the generator seed
   * @param defaultsToo whether the default options disagree too (else only LLVM 22 mode)
   * @param deviations the modelled causes
   * @param labels why label propagation differs, or null when the modelled causes explain it all
   */
  record Entry(long seed, boolean defaultsToo, Set<LlvmDeviation> deviations, String labels) {
    @Override
    public String toString() {
      return "seed " + seed + " " + deviations + (labels == null ? "" : " + label propagation: " + labels);
    }
  }

  /** Kernels of {@code UniformityPropertyTest.matchesReferenceTwin} (reducible, seeds 1..300). */
  static final List<Entry> REDUCIBLE = List.of(
      llvm22Only(37, HEADER_BRANCH_EXITS), llvm22Only(104, HEADER_BRANCH_EXITS),
      llvm22Only(131, HEADER_BRANCH_EXITS), llvm22Only(167, HEADER_BRANCH_EXITS),
      llvm22Only(237, HEADER_BRANCH_EXITS), llvm22Only(270, HEADER_BRANCH_EXITS));

  /** Kernels of {@code matchesReferenceTwinOnIrreducibleCfgs} (seeds 1..400). */
  static final List<Entry> IRREDUCIBLE = List.of(
      llvm22Only(28, HEADER_BRANCH_EXITS),
      labels(47, true, "bb9, reached from bb19 through bb13 only, is called a join of bb19; "
          + "the diverged-entry rule then assumes the cycle headed by bb8"),
      llvm22Only(55, NO_TEMPORAL_INSIDE_ASSUMED),
      llvm22Only(63, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(103, HEADER_BRANCH_EXITS),
      llvm22Only(115, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(123, HEADER_BRANCH_EXITS),
      llvm22Only(137, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(145, REDUCIBLE_SMALLEST_CYCLE),
      llvm22Only(157, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(159, REDUCIBLE_SMALLEST_CYCLE),
      labels(178, false, "bb2, reached from bb14 through bb7 only, is called a join of bb14; "
          + "its phi is marked (the default mode's equal-value rule keeps it uniform)"),
      llvm22Only(184, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(215, REDUCIBLE_SMALLEST_CYCLE),
      llvm22Only(231, REDUCIBLE_SMALLEST_CYCLE), llvm22Only(247, REDUCIBLE_SMALLEST_CYCLE),
      llvm22Only(290, HEADER_BRANCH_EXITS), llvm22Only(305, REDUCIBLE_SMALLEST_CYCLE),
      llvm22Only(309, HEADER_BRANCH_EXITS), llvm22Only(369, HEADER_BRANCH_EXITS));

  /**
   * Kernels of {@code matchesReferenceTwinWithConstantPhis} (seeds 1..200). Seeds 53 and 158: an
   * irreducible outer cycle holds a reducible inner cycle whose header ends in the divergent
   * branch, and the branch's paths meet again at that header; the twin's LLVM 22 model assumes
   * the outer cycle divergent, LLVM 22 does not (opt-22 on the reduced kernels marks neither the
   * cycle nor the header's phi), and neither does the llvm22 mode. The default mode agrees with
   * the twin.
   */
  static final List<Entry> CONSTANT_PHIS = List.of(
      llvm22Only(19, HEADER_BRANCH_EXITS),
      labels(53, false, "irreducible outer cycle around a divergent inner header: LLVM 22 does not "
          + "assume the outer cycle divergent"),
      labels(158, false, "irreducible outer cycle around a divergent inner header: LLVM 22 does not "
          + "assume the outer cycle divergent"));

  /** Returns the entry for {@code seed} under the given mode, if listed. */
  static Optional<Entry> find(List<Entry> list, long seed, boolean llvm22) {
    return list.stream().filter(e -> e.seed() == seed && (llvm22 || e.defaultsToo())).findFirst();
  }

  private static Entry both(long seed, LlvmDeviation first, LlvmDeviation... more) {
    return new Entry(seed, true, EnumSet.of(first, more), null);
  }

  private static Entry llvm22Only(long seed, LlvmDeviation deviation) {
    return new Entry(seed, false, EnumSet.of(deviation), null);
  }

  private static Entry labels(long seed, boolean defaultsToo, String why) {
    return new Entry(seed, defaultsToo, EnumSet.noneOf(LlvmDeviation.class), why);
  }
}
