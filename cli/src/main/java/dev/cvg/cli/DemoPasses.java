package dev.cvg.cli;

import dev.cvg.legality.LegalityOptions;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.Outcome;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.Performed;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.StepRecord;
import java.io.PrintWriter;
import java.util.List;

/**
 * The demo's guarded-pass part: each bundled pass run ({@code examples/passes/INDEX}) runs its
 * pipeline on a transform's {@code @src} with the guards on and a per-step legality check, and
 * prints what the pass did or why its guard refused; a refused site is then forced with the
 * guards off, and the legality checker's verdict on the forced step is printed.
 */
final class DemoPasses {
  private DemoPasses() {}

  /** Runs every bundled pass run; returns how many did not do what their index line expects. */
  static int run(PrintWriter out, LegalityOptions legality) throws CliException {
    int wrong = 0;
    for (BundledExamples.PassRun r : BundledExamples.passRuns()) {
      out.println("=".repeat(78));
      out.println("passes: " + r.title());
      out.println("=".repeat(78));
      out.println("$ cvg opt -passes='" + r.pipeline() + "' transforms/" + r.transform()
          + " --stats --verify-legality    (@src)");
      PassOptions guarded = PassOptions.defaults().withLegality(true, false).withLegalityOptions(legality);
      List<StepRecord> steps = srcSteps(run(r, guarded));
      steps.forEach(s -> print(out, s));
      boolean performed = steps.stream().anyMatch(s -> s.committed() && !s.performed().isEmpty());
      boolean refused = steps.stream().anyMatch(s -> !s.refusals().isEmpty());
      boolean asExpected = r.expected().equals("performed") ? performed : refused && !performed;
      if (!asExpected) {
        wrong++;
        out.println("error: the guard was expected to have " + r.expected() + " it");
      }
      if (refused) {
        out.println();
        out.println("$ cvg opt -passes='" + r.pipeline() + "' transforms/" + r.transform()
            + " --no-guard --verify-legality    (the refusal overridden)");
        srcSteps(run(r, guarded.withGuards(false))).forEach(s -> print(out, s));
      }
      out.println();
    }
    return wrong;
  }

  private static PipelineResult run(BundledExamples.PassRun r, PassOptions options) throws CliException {
    return PassManager.of(BuiltinPasses.registry(), r.pipeline(), options).run(ModuleInput.parse(r.source()));
  }

  private static List<StepRecord> srcSteps(PipelineResult result) {
    return result.steps().stream().filter(s -> s.function().equals("src")).toList();
  }

  private static void print(PrintWriter out, StepRecord s) {
    for (Performed p : s.performed()) {
      out.println("  performed: " + p.site() + ": " + p.what());
    }
    for (GuardRecord g : s.guards()) {
      if (g.refused()) {
        out.println("  refused: " + g.site() + ": " + g.reason());
      } else if (g.overridden()) {
        out.println("  refusal overridden: " + g.site() + ": " + g.reason());
      }
    }
    s.legality().ifPresent(l -> out.println("  cvg check of the step: " + l));
    if (s.outcome() instanceof Outcome.RolledBack rb) {
      out.println("  rolled back (" + rb.why().words() + "): " + rb.message());
    }
  }
}
