package dev.cvg.cli.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The text summary of a campaign: one line on the seeds and kernels, a table with a row per
 * transform, and one line per finding (marked "not reduced yet" in the summary written when the
 * scan ends). It depends on the seeds and settings only (the same
 * text, byte for byte, whatever the number of jobs); times and throughput are in
 * {@link #timing}.
 */
public final class SummaryTable {
  private static final List<String> HEADER = List.of("transform", "kernels", "changed", "legal", "unknown", "illegal",
      "failures", "findings", "overridden", "injected", "caught", "verifier");

  private SummaryTable() {}

  /** Returns the summary of {@code r}. */
  public static String of(CampaignResult r) {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "cvg fuzz: seeds %d..%d (%s): %s generated, %d rejected by the verifiers,"
        + " %d checked%s%n", r.settings().firstSeed(), r.lastSeed(), r.settings().source().describe(),
        plural(r.seeds(), "kernel"), r.rejected(), r.kernels(), r.timeUp() ? " (time limit reached)" : ""));
    List<List<String>> rows = new ArrayList<>();
    rows.add(HEADER);
    for (Tally t : r.tallies()) {
      rows.add(List.of(t.transform(), n(t.kernels()), n(t.changed()), n(t.legal()), n(t.unknown()), n(t.illegal()),
          n(t.failures()), n(t.findings()), n(t.overridden()), n(t.injected()), n(t.caught()), n(t.verifierCaught())));
    }
    sb.append(table(rows));
    sb.append("legal/unknown/illegal count changed functions. --no-guard: overridden = guard refusals overridden in"
        + " kept steps, injected = changed functions with one, caught = those found ILLEGAL, verifier = refusals"
        + " overridden in steps the verifiers rolled back\n");
    for (Detection f : r.detections()) {
      sb.append(String.format(Locale.ROOT, "finding %s: %s, seed %d%s, %s%s%n", f.directory(), f.transform(),
          f.seed(), f.function().isEmpty() ? "" : " @" + f.function(), plural(f.count(), "occurrence"),
          r.reduced() ? "" : " (not reduced yet)"));
    }
    if (r.detections().isEmpty()) {
      sb.append("no findings\n");
    }
    return sb.toString();
  }

  /**
   * Returns the times: wall time, kernels per second, and per transform the time spent in it and in
   * the checker (elapsed time of the workers, summed over jobs: on a loaded machine it exceeds CPU time).
   */
  public static String timing(CampaignResult r) {
    double wall = r.wallNanos() / 1e9;
    StringBuilder sb = new StringBuilder(String.format(Locale.ROOT, "time: %.1f s wall, %.1f kernels/s, %d jobs%n", wall,
        wall > 0 ? r.seeds() / wall : 0, r.settings().jobs()));
    for (Tally t : r.tallies()) {
      sb.append(String.format(Locale.ROOT, "  %s: %.1f s in the transform, %.1f s in the checker (elapsed, summed over jobs)%n",
          t.transform(), t.transformNanos() / 1e9, t.checkNanos() / 1e9));
    }
    return sb.toString();
  }

  /** Returns {@code "1 kernel"} or {@code "2 kernels"}. */
  public static String plural(long n, String word) {
    return n + " " + word + (n == 1 ? "" : "s");
  }

  private static String n(long v) {
    return Long.toString(v);
  }

  private static String table(List<List<String>> rows) {
    int[] width = new int[HEADER.size()];
    for (List<String> row : rows) {
      for (int c = 0; c < row.size(); c++) {
        width[c] = Math.max(width[c], row.get(c).length());
      }
    }
    StringBuilder sb = new StringBuilder();
    for (List<String> row : rows) {
      StringBuilder line = new StringBuilder();
      for (int c = 0; c < row.size(); c++) {
        String cell = row.get(c);
        String pad = " ".repeat(width[c] - cell.length());
        line.append(c == 0 ? cell + pad : "  " + pad + cell);
      }
      sb.append(line.toString().stripTrailing()).append('\n');
    }
    return sb.toString();
  }
}
