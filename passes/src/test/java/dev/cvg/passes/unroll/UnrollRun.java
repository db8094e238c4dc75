package dev.cvg.passes.unroll;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.passes.framework.StepRecord;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Runs {@link LoopUnroll} through the {@link PassManager} on one function (guards on or off, no
 * legality check inside the transactions, so a forbidden transform under {@code --no-guard} is
 * kept for the test to check) and collects what the guard said and what was performed.
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
  private final Correspondence correspondence;

  private UnrollRun(Module before, String fn, PipelineResult r, List<String> skipped) {
    this.before = r.input();
    this.after = r.output();
    this.input = before.function(fn).orElseThrow();
    this.output = after.function(fn).orElseThrow();
    this.skipped = skipped;
    ProvenanceChain chain = r.provenance().get(fn);
    this.correspondence = chain.correspondence();
    for (StepRecord s : r.steps()) {
      if (!s.function().equals(fn)) {
        continue;
      }
      s.performed().forEach(p -> performed.add(p.site() + ": " + p.what()));
      for (GuardRecord g : s.guards()) {
        (g.decision() instanceof GuardDecision.Allow ? allowed : refused)
            .add(g.site() + ": " + g.reason());
      }
    }
  }

  /** Runs the pass on {@code fn} of {@code m} with {@code params} (pipeline parameters). */
  static UnrollRun of(Module m, String fn, Map<String, String> params, boolean guards) {
    LoopUnroll pass = new LoopUnroll();
    PassRegistry registry = PassRegistry.of(List.of(PassRegistry.entry(LoopUnroll.NAME, () -> pass)));
    String text = params.isEmpty() ? LoopUnroll.NAME : LoopUnroll.NAME + "<"
        + params.entrySet().stream().sorted(Map.Entry.comparingByKey())
            .map(e -> e.getValue().isEmpty() ? e.getKey() : e.getKey() + "=" + e.getValue())
            .collect(Collectors.joining(";")) + ">";
    PipelineResult r = PassManager.of(registry, text,
        PassOptions.defaults().withGuards(guards).withLegality(false, false)).run(onlyFunction(m, fn));
    return new UnrollRun(m, fn, r, pass.skipped());
  }

  /** The pass runs on every definition: drops {@code fn}'s neighbours (declarations stay). */
  private static Module onlyFunction(Module m, String fn) {
    return new Module(m.sourceName(), m.header(), m.types(), m.globals(), m.functions().stream()
        .filter(f -> f.isDeclaration() || f.name().equals(fn)).toList(), m.attributeGroups(),
        m.trailer());
  }

  /** Checks the output with the IR and convergence verifiers; returns their messages. */
  List<String> verifierMessages() {
    List<String> out = new ArrayList<>();
    IrVerifier.verify(after).forEach(d -> out.add(d.render()));
    TargetModel t = Targets.forModule(after, Optional.empty());
    ConvergenceVerifier.verify(after, output, t).forEach(d -> out.add(d.render()));
    return out;
  }

  /** Returns the legality verdict of the output against the input. */
  Verdict verdict(LegalityOptions options) {
    return Legality.check(before, input.name(), after, output.name(), correspondence, options);
  }

  /** Returns the output function printed. */
  String printed() {
    return IrPrinter.print(after, output);
  }
}
