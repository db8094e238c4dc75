package dev.cvg.generate;

/**
 * Program features {@link KernelGenerator} adds on top of its base program, for fuzz campaigns
 * ({@link FuzzKernels}). All draw from their own random stream, so {@link #NONE} (the default)
 * leaves every existing kernel byte-identical.
 *
 * <ul>
 *   <li><b>Counted loops.</b> A reducible cycle of the shape gets, with {@code countedLoopPercent}
 *       chance, an induction variable in its header ({@code %iv<h> = phi [0, outside], [%iv<h>.next,
 *       inside]}, {@code %iv<h>.next = add nuw nsw %iv<h>, 1}) visible to the blocks of the
 *       cycle, and its exiting branch (a latch or the header, innermost in the cycle) tests
 *       {@code %iv<h>.next} against a trip count defined in the entry block: {@code %n & mask}
 *       (uniform) or, with {@code divergentTripPercent} chance, {@code %tid & mask} (divergent).
 *   <li><b>Convergent results feeding control flow.</b> With {@code convergentBranchPercent}
 *       chance, a branching block that computed a ballot or readfirstlane branches on it.
 *   <li><b>Convergent calls.</b> {@code callees} defined convergent functions {@code @callee<k>}
 *       (kernels of their own small shapes) are called from the shape's entry block and, with
 *       {@code callPercent} chance, from every other block; the calls are convergent operations
 *       and carry bundles in token mode.
 * </ul>
 *
 * @param countedLoopPercent chance that a reducible cycle becomes a counted loop, 0..100
 * @param divergentTripPercent chance that a counted loop's trip count is divergent, 0..100
 * @param convergentBranchPercent chance that a branch depends on a convergent result, 0..100
 * @param callees number of convergent callee functions, 0..8
 * @param callPercent chance that a block (other than the entry) calls a callee, 0..100
 */
public record KernelFeatures(int countedLoopPercent, int divergentTripPercent, int convergentBranchPercent,
    int callees, int callPercent) {
  /** No features: the base program. */
  public static final KernelFeatures NONE = new KernelFeatures(0, 0, 0, 0, 0);

  /** Validates the ranges. @throws IllegalArgumentException if one is out of range */
  public KernelFeatures {
    for (int p : new int[] {countedLoopPercent, divergentTripPercent, convergentBranchPercent, callPercent}) {
      if (p < 0 || p > 100) {
        throw new IllegalArgumentException("kernel feature chances are percentages, not " + p);
      }
    }
    if (callees < 0 || callees > 8) {
      throw new IllegalArgumentException("callees must be 0..8, not " + callees);
    }
  }

  /**
   * Returns the mix of fuzz campaigns: most reducible cycles counted, half of them with a
   * divergent trip count, a third of the convergent results feeding branches, two callees
   * called from the entry and from a tenth of the blocks.
   */
  public static KernelFeatures fuzz() {
    return new KernelFeatures(80, 50, 35, 2, 10);
  }

  /** Returns whether any feature is on. */
  public boolean any() {
    return !equals(NONE);
  }

  /** Returns these features without callees (the callees' own bodies call nothing). */
  KernelFeatures withoutCalls() {
    return new KernelFeatures(countedLoopPercent, divergentTripPercent, convergentBranchPercent, 0, 0);
  }
}
