package dev.cvg.cli.report;

import dev.cvg.legality.verdict.Verdict;

/**
 * One function pair that {@code cvg check} compared, with its verdict: a section of the report.
 *
 * @param original the original side
 * @param transformed the transformed side
 * @param verdict the verdict
 */
public record CheckedPair(ReportSide original, ReportSide transformed, Verdict verdict) {
  /** Returns the pair's title, {@code @src → @tgt} or {@code @f} when both have one name. */
  public String title() {
    return original.function().equals(transformed.function()) ? "@" + original.function()
        : "@" + original.function() + " \u2192 @" + transformed.function();
  }
}
