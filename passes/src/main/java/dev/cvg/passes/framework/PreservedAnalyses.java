package dev.cvg.passes.framework;

import java.util.Set;

/**
 * The analyses a pass keeps valid. A pass that changes no edge and moves no block keeps the
 * CFG analyses; a pass that moves or creates instructions never keeps uniformity.
 *
 * @param kept the analyses whose result for the pass's input also holds for its output
 */
public record PreservedAnalyses(Set<Analysis<?>> kept) {

  /** Nothing is kept. */
  public static final PreservedAnalyses NONE = new PreservedAnalyses(Set.of());
  /** The CFG is unchanged: dominators, post-dominators and cycles are kept. */
  public static final PreservedAnalyses CFG =
      new PreservedAnalyses(Set.of(Analysis.DOMINATORS, Analysis.POST_DOMINATORS, Analysis.CYCLES));

  /** Copies {@code kept}. */
  public PreservedAnalyses {
    kept = Set.copyOf(kept);
  }

  /**
   * Returns the set keeping exactly {@code analyses}.
   *
   * @param analyses the analyses kept
   * @return the set
   */
  public static PreservedAnalyses of(Analysis<?>... analyses) {
    return new PreservedAnalyses(Set.of(analyses));
  }

  /**
   * Returns this set with {@code more} kept too ({@code CFG.and(myAnalysis)}).
   *
   * @param more further analyses kept
   * @return the larger set
   */
  public PreservedAnalyses and(Analysis<?>... more) {
    Set<Analysis<?>> all = new java.util.HashSet<>(kept);
    all.addAll(Set.of(more));
    return new PreservedAnalyses(all);
  }

  /**
   * Returns whether {@code analysis} is kept.
   *
   * @param analysis an analysis key
   * @return true if the set keeps it
   */
  public boolean keeps(Analysis<?> analysis) {
    return kept.contains(analysis);
  }
}
