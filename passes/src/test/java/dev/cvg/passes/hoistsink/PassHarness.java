package dev.cvg.passes.hoistsink;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a pass over one function of a module the way the pass manager will (rounds until the pass
 * is done, each round an editor over the previous result), records every guard decision and
 * performed motion, and composes the rounds' provenance so the legality checker sees the result
 * against the input. A stand-in until the framework's manager lands.
 */
final class PassHarness {
  private PassHarness() {}

  /** One guard decision: the site, the decision, and whether the pass went on (guards off). */
  record Decision(String site, GuardDecision decision, boolean proceeded) {}

  /** The result of a run. */
  record Result(Module before, Function original, Module after, Function result, List<Decision> decisions,
      List<String> performed) {

    /** Returns the refusals. */
    List<Decision> refusals() {
      return decisions.stream().filter(d -> !d.decision().allowed()).toList();
    }

    /** Returns whether the run changed the function (printed text aside: any motion). */
    boolean changed() {
      return !performed.isEmpty();
    }

    /** Returns the IR and convergence verifier messages for the result (empty when valid). */
    List<String> verifierMessages() {
      List<String> out = new ArrayList<>();
      IrVerifier.verify(after).forEach(d -> out.add(d.render()));
      TargetModel t = Targets.forModule(after, Optional.empty());
      ConvergenceVerifier.verify(after, t).forEach(d -> out.add(d.render()));
      return out;
    }

    /** Returns the legality checker's verdict on the result against the input. */
    Verdict legality(LegalityOptions options) {
      return Legality.check(before, original.name(), after, result.name(),
          ProvenanceCorrespondence.of(original, result), options);
    }
  }

  /** Runs {@code pass} on {@code @fn} of {@code module} with {@code params}; guards on or off. */
  static Result run(FunctionPass pass, Module module, String fn, Map<String, String> params, boolean guards) {
    TargetModel target = Targets.forModule(module, Optional.empty());
    Function original = module.function(fn).orElseThrow();
    Function current = original;
    Module m = module;
    Provenance provenance = Provenance.NONE;
    List<Decision> decisions = new ArrayList<>();
    List<String> performed = new ArrayList<>();
    for (int round = 0; round < pass.maxRounds(); round++) {
      FunctionEditor editor = FunctionEditor.of(current);
      Context ctx = new Context(m, current, target, params, guards, decisions, performed);
      boolean more = pass.run(editor, ctx);
      Function next = editor.finish();
      provenance = compose(provenance, next.provenance());
      current = next;
      m = m.withFunction(next);
      if (!more) {
        break;
      }
    }
    Function result = new Function(current.name(), current.header(), current.isDeclaration(), current.blocks(),
        current.valueNames(), current.attachments(), current.sourceMap(), provenance, current.nextId());
    return new Result(module, original, module.withFunction(result), result, decisions, performed);
  }

  /** Provenance of round 2 (relative to round 1's result) composed with round 1's. */
  static Provenance compose(Provenance first, Provenance second) {
    Provenance out = first;
    for (var e : second.origins()) {
      InstId id = e._1();
      Origin o = e._2();
      if (!(o instanceof Origin.Merged m)) {
        throw new IllegalStateException("these passes only merge, but " + id + " is " + o);
      }
      List<InstId> roots = new ArrayList<>();
      for (InstId from : m.from()) {
        if (first.originOf(from).orElse(null) instanceof Origin.Merged earlier) {
          roots.addAll(earlier.from());
        } else {
          roots.add(from);
        }
      }
      out = out.withOrigin(id, new Origin.Merged(roots.stream().distinct().toList()));
    }
    for (Provenance.Erasure gone : second.erased()) {
      out = out.withErasure(gone.id(), gone.reason());
    }
    return out;
  }

  private record Context(Module module, Function function, TargetModel target, Map<String, String> params,
      boolean guards, List<Decision> decisions, List<String> performedSites) implements PassContext {
    private static final Map<Object, Object> NONE = Map.of();

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
      boolean go = decision.allowed() || !guards;
      decisions.add(new Decision(site, decision, go));
      return go;
    }

    @Override
    public void performed(String site, String what) {
      performedSites.add(site + ": " + what);
    }
  }

  /** Returns an empty parameter map, for readability at call sites. */
  static Map<String, String> noParams() {
    return new HashMap<>();
  }

  /** Returns the uniformity of {@code fn} in {@code m} (for tests that explain a decision). */
  static UniformityInfo uniformity(Module m, String fn) {
    return UniformityInfo.of(m, m.function(fn).orElseThrow(), Targets.forModule(m, Optional.empty()));
  }
}
