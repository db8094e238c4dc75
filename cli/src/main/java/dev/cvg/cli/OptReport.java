package dev.cvg.cli;

import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.Outcome;
import dev.cvg.passes.framework.PipelineJson;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.PipelineStats;
import dev.cvg.passes.framework.StepRecord;
import java.io.PrintWriter;
import java.util.Map;

/**
 * What {@code cvg opt} tells the user about a run besides the module: a warning per rolled-back
 * step, the statistics (text or JSON), and the end-to-end legality verdicts with the exit code
 * they give.
 */
final class OptReport {
  private final String pipeline;
  private final PipelineResult result;

  OptReport(String pipeline, PipelineResult result) {
    this.pipeline = pipeline;
    this.result = result;
  }

  /** Prints {@code warning: PASS on @f (round N) rolled back: WHY: MESSAGE} per rolled-back step. */
  void warnings(PrintWriter err) {
    for (StepRecord s : result.rollbacks()) {
      Outcome.RolledBack rb = s.rollback().orElseThrow();
      err.println("warning: " + s.pass() + " on @" + s.function() + (s.round() > 1 ? " (round " + s.round() + ")" : "")
          + " rolled back: " + rb.why().words() + ": " + rb.message());
    }
    err.flush();
  }

  /** Returns the {@code --stats} text. */
  String text() {
    return PipelineStats.print(pipeline, result);
  }

  /** Returns the {@code --json} text. */
  String json() {
    return PipelineJson.toJson(pipeline, result);
  }

  /**
   * Prints every end-to-end verdict that is not LEGAL to {@code err} and returns the exit code:
   * 1 if one is ILLEGAL, else 3 if one is UNKNOWN, else 0.
   */
  int exitCode(PrintWriter err) {
    int code = ExitCodes.OK;
    for (Map.Entry<String, Verdict> e : result.endToEnd().entrySet()) {
      Verdict v = e.getValue();
      if (v instanceof Verdict.Legal) {
        continue;
      }
      String word = v instanceof Verdict.Illegal ? "error" : "warning";
      err.println(word + ": the output's @" + e.getKey() + " against the input's (--verify-legality):");
      VerdictPrinter.print(v).lines().forEach(l -> err.println("  " + l));
      code = v instanceof Verdict.Illegal ? ExitCodes.INVALID : code == ExitCodes.OK ? ExitCodes.UNKNOWN : code;
    }
    err.flush();
    return code;
  }
}
