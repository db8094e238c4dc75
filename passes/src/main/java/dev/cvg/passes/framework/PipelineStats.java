package dev.cvg.passes.framework;

import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The text of {@code cvg opt --stats}: per pass its time and how many steps committed, changed
 * nothing or were rolled back; under it, per function and round where something happened, what
 * the pass performed (or attempted, in a step that did not commit), what its guard refused or allowed and why, refusals overridden by
 * {@code --no-guard}, and rollbacks with their reason; then the analyses computed and the
 * end-to-end legality verdicts.
 */
public final class PipelineStats {
  private PipelineStats() {}

  /**
   * Returns the statistics of {@code r}, the result of running {@code pipeline}.
   *
   * @param pipeline the pipeline text
   * @param r the result of running it
   * @return the text {@code cvg opt --stats} prints
   */
  public static String print(String pipeline, PipelineResult r) {
    StringBuilder sb = new StringBuilder("cvg opt statistics for -passes=").append(pipeline).append('\n');
    for (Map.Entry<String, Duration> pass : r.timePerPass().entrySet()) {
      List<StepRecord> steps = r.stepsOf(pass.getKey());
      sb.append(pass.getKey()).append(" (").append(seconds(pass.getValue())).append("): ")
          .append(count(steps, "committed")).append(" committed, ").append(count(steps, "unchanged"))
          .append(" unchanged, ").append(count(steps, "rolled back")).append(" rolled back\n");
      steps.forEach(s -> step(sb, s));
    }
    sb.append("analyses computed:");
    if (r.analyses().isEmpty()) {
      sb.append(" none");
    }
    r.analyses().forEach((a, n) -> sb.append(' ').append(a).append(' ').append(n));
    sb.append('\n');
    r.endToEnd().forEach((f, v) -> sb.append("end-to-end @").append(f).append(": ").append(firstLine(v)).append('\n'));
    return sb.toString();
  }

  private static void step(StringBuilder sb, StepRecord s) {
    if (s.performed().isEmpty() && s.guards().isEmpty() && s.rollback().isEmpty()) {
      return;
    }
    sb.append("  @").append(s.function()).append(" round ").append(s.round()).append(": ").append(s.outcome().word());
    s.legality().ifPresent(l -> sb.append(" (").append(l).append(')'));
    sb.append('\n');
    String done = s.committed() ? "    performed: " : "    attempted: ";
    s.performed().forEach(p -> sb.append(done).append(p.site()).append(": ").append(p.what()).append('\n'));
    for (GuardRecord g : s.guards()) {
      String word = g.overridden() ? "overridden (--no-guard)" : g.decision().allowed() ? "allowed" : "refused";
      sb.append("    ").append(word).append(": ").append(g.site()).append(": ").append(g.reason()).append('\n');
    }
    s.rollback().ifPresent(rb -> {
      sb.append("    rolled back, ").append(rb.why().words()).append(": ").append(rb.message()).append('\n');
      rb.details().forEach(d -> sb.append("      ").append(d.replace("\n", "\n      ")).append('\n'));
    });
  }

  /** Returns the first line of the verdict's text ({@code ILLEGAL: converged-with violated: ...}). */
  static String firstLine(Verdict v) {
    return VerdictPrinter.print(v).lines().findFirst().orElse(v.word());
  }

  private static long count(List<StepRecord> steps, String word) {
    return steps.stream().filter(s -> s.outcome().word().equals(word)).count();
  }

  private static String seconds(Duration d) {
    return String.format(Locale.ROOT, "%.3f s", d.toNanos() / 1e9);
  }
}
