package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.Module;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.Performed;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.StepRecord;
import dev.cvg.passes.testing.PipelineRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs {@code jump-threading} through the pass manager ({@link PipelineRun}) (each round a transaction with the IR and
 * convergence verifiers) and reads its step records as {@code --stats} lines: one per distinct
 * guard refusal, one per transform.
 */
final class PassHarness {
  private PassHarness() {}

  /**
   * What the pass did.
   *
   * @param module the final module
   * @param stats one line per distinct refusal and per transform, step by step
   * @param performed how many sites were transformed
   * @param refused how many distinct sites the guard refused (held, or overridden without guards)
   * @param verdict the end-to-end legality verdict of the function, when asked for
   */
  record Outcome(Module module, List<String> stats, int performed, int refused, Optional<Verdict> verdict) {
    /** Returns whether the pass changed anything. */
    boolean changed() {
      return performed > 0;
    }
  }

  /**
   * Runs {@code pipeline} (jump-threading with its parameters) on {@code fn} of {@code module};
   * {@code guards} false is {@code --no-guard}; a present {@code legality} checks the output
   * against the input end to end through the composed provenance.
   *
   * @throws AssertionError if a step was rolled back (the pass broke the verifiers or threw)
   */
  static Outcome run(Module module, String fn, String pipeline, boolean guards, Optional<LegalityOptions> legality) {
    PassOptions options = PassOptions.defaults().withGuards(guards).withLegality(false, legality.isPresent());
    if (legality.isPresent()) {
      options = options.withLegalityOptions(legality.get());
    }
    PipelineResult r = PipelineRun.of(module, BuiltinPasses.registry(), pipeline, options).result();
    if (!r.rollbacks().isEmpty()) {
      throw new AssertionError(pipeline + " was rolled back: " + r.rollbacks());
    }
    List<String> stats = new ArrayList<>();
    int performed = 0;
    int refused = 0;
    for (StepRecord step : r.steps()) {
      for (GuardRecord g : step.guards()) {
        String line = (g.overridden() ? "overridden (--no-guard) " : "refused ") + g.site() + ": " + g.reason();
        if (!g.decision().allowed() && !stats.contains(line)) {
          stats.add(line);
          refused++;
        }
      }
      for (Performed p : step.performed()) {
        stats.add("performed " + p.site() + ": " + p.what());
        performed++;
      }
    }
    return new Outcome(r.output(), stats, performed, refused, Optional.ofNullable(r.endToEnd().get(fn)));
  }
}
