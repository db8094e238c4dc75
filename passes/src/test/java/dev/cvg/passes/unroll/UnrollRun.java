package dev.cvg.passes.unroll;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs {@link LoopUnroll} over one function the way the pass manager will (rounds until the pass
 * is done, guards on or off), composing the rounds' provenance so the result corresponds to the
 * input; records what the guard said and what was performed. A test stand-in for the manager
 * (PassManager, "passes framework" stage 2) until it lands.
 */
final class UnrollRun {
  final Module before;
  final Module after;
  final Function input;
  final Function output;
  final List<String> performed;
  final List<String> allowed;
  final List<String> refused;
  final List<String> skipped;

  private UnrollRun(Module before, Module after, Function input, Function output,
      List<String> performed, List<String> allowed, List<String> refused, List<String> skipped) {
    this.before = before;
    this.after = after;
    this.input = input;
    this.output = output;
    this.performed = performed;
    this.allowed = allowed;
    this.refused = refused;
    this.skipped = skipped;
  }

  /** Runs the pass on {@code fn} of {@code m} with {@code params} (pipeline parameters). */
  static UnrollRun of(Module m, String fn, Map<String, String> params, boolean guards) {
    TargetModel target = Targets.forModule(m, Optional.empty());
    LoopUnroll pass = new LoopUnroll();
    Function input = m.function(fn).orElseThrow();
    Function current = input;
    Provenance composed = Provenance.NONE;
    List<String> performed = new ArrayList<>();
    List<String> allowed = new ArrayList<>();
    List<String> refused = new ArrayList<>();
    Module mod = m;
    for (int round = 0; round < pass.maxRounds(); round++) {
      Ctx ctx = new Ctx(mod, current, target, params, guards, performed, allowed, refused);
      FunctionEditor e = FunctionEditor.of(current);
      if (!pass.run(e, ctx)) {
        break;
      }
      Function next = e.finish();
      composed = compose(composed, next.provenance());
      current = next;
      mod = mod.withFunction(next);
    }
    Function out = new Function(current.name(), current.header(), current.isDeclaration(),
        current.blocks(), current.valueNames(), current.attachments(), current.sourceMap(),
        composed, current.nextId());
    return new UnrollRun(m, m.withFunction(out), input, out, performed, allowed, refused,
        pass.skipped());
  }

  /** Composes the provenance of two consecutive edits into one relative to the first input. */
  static Provenance compose(Provenance first, Provenance second) {
    Provenance out = first;
    for (var entry : second.origins()) {
      InstId id = entry._1();
      Origin o = entry._2();
      Origin composed = switch (o) {
        case Origin.Cloned c -> first.originOf(c.from()).map(prev -> switch (prev) {
          case Origin.Cloned pc -> (Origin) new Origin.Cloned(pc.from(), pc.key() + "/" + c.key());
          case Origin.Synthesized s -> s;
          case Origin.Inlined in -> in;
          case Origin.Merged mg -> mg;
        }).orElse(c);
        case Origin.Synthesized s -> s;
        case Origin.Inlined in -> in;
        case Origin.Merged mg -> mg;
      };
      out = out.withOrigin(id, composed);
    }
    return out;
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
    return Legality.check(before, input.name(), after, output.name(),
        ProvenanceCorrespondence.of(input, output), options);
  }

  /** Returns the output function printed. */
  String printed() {
    return IrPrinter.print(after, output);
  }

  private record Ctx(Module module, Function function, TargetModel target,
      Map<String, String> params, boolean guards, List<String> performedLog,
      List<String> allowedLog, List<String> refusedLog) implements PassContext {
    @Override
    public <T> T analysis(Analysis<T> analysis) {
      return analysis.compute(module, function, target);
    }

    @Override
    public Optional<String> parameter(String key) {
      return Optional.ofNullable(params.get(key));
    }

    @Override
    public boolean guard(String site, GuardDecision decision) {
      switch (decision) {
        case GuardDecision.Allow a -> allowedLog.add(site + ": " + a.why());
        case GuardDecision.Refuse r -> refusedLog.add(site + ": " + r.reason());
      }
      return guards ? decision.allowed() : true;
    }

    @Override
    public void performed(String site, String what) {
      performedLog.add(site + ": " + what);
    }
  }
}
