package dev.cvg.passes.unroll;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.testing.PipelineRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs {@link LoopUnroll} through the pass manager ({@link PipelineRun}) on one function (guards
 * on or off, no legality check inside the transactions, so a forbidden transform under
 * {@code --no-guard} is kept for the test to check) and collects what the guard said and what
 * was performed.
 */
final class UnrollRun {
  final Module before;
  final Module after;
  final Function input;
  final Function output;
  final List<String> performed = new ArrayList<>();
  final List<String> allowed = new ArrayList<>();
  final List<String> refused = new ArrayList<>();
  final List<String> skipped;
  private final PipelineRun run;

  private UnrollRun(String fn, PipelineRun run, List<String> skipped) {
    this.run = run;
    this.before = run.input();
    this.after = run.output();
    this.input = run.before(fn);
    this.output = run.after(fn);
    this.skipped = skipped;
    run.steps(fn).forEach(s -> s.performed().forEach(p -> performed.add(p.site() + ": " + p.what())));
    for (GuardRecord g : run.guards(fn)) {
      (g.decision() instanceof GuardDecision.Allow ? allowed : refused).add(g.site() + ": " + g.reason());
    }
  }

  /** Runs the pass on {@code fn} of {@code m} with {@code params} (pipeline parameters). */
  static UnrollRun of(Module m, String fn, Map<String, String> params, boolean guards) {
    LoopUnroll pass = new LoopUnroll();
    return new UnrollRun(fn, PipelineRun.of(onlyFunction(m, fn), pass, params, guards), pass.skipped());
  }

  /** The pass runs on every definition: drops {@code fn}'s neighbours (declarations stay). */
  private static Module onlyFunction(Module m, String fn) {
    return new Module(m.sourceName(), m.header(), m.types(), m.globals(), m.functions().stream()
        .filter(f -> f.isDeclaration() || f.name().equals(fn)).toList(), m.attributeGroups(),
        m.trailer());
  }

  /** Checks the output with the IR and convergence verifiers; returns their messages. */
  List<String> verifierMessages() {
    return run.verifierMessages();
  }

  /** Returns the legality verdict of the output against the input. */
  Verdict verdict(LegalityOptions options) {
    return run.legality(input.name(), options);
  }

  /** Returns the output function printed. */
  String printed() {
    return IrPrinter.print(after, output);
  }
}
