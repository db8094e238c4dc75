package dev.cvg.passes.testing;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs one pass's rounds over one function <em>without</em> the pass manager's transactions: no
 * verifier, no rollback. Only for tests that show what the verifiers and the legality checker say
 * about an unguarded transform the pass manager would roll back (the manager never commits
 * invalid IR, so its result cannot show it); everything else goes through {@link PipelineRun}.
 *
 * @param input the module received
 * @param output the module with the function after the last round (other functions as they were)
 * @param chain the function's snapshots, one per round
 * @param guards every guard decision, in the order asked
 * @param performed "site: what" of every round
 */
public record UnverifiedRounds(Module input, Module output, ProvenanceChain chain, List<GuardRecord> guards,
    List<String> performed) {

  /** Runs {@code pass} with {@code params} on {@code fn} of {@code m} until it is done, guards on or off. */
  public static UnverifiedRounds run(FunctionPass pass, Module m, String fn, Map<String, String> params, boolean guards) {
    TargetModel target = Targets.forModule(m, Optional.empty());
    ProvenanceChain chain = ProvenanceChain.start(m.function(fn).orElseThrow());
    Module module = m;
    List<GuardRecord> decisions = new ArrayList<>();
    List<String> performed = new ArrayList<>();
    for (int round = 0; round < Math.max(1, pass.maxRounds()); round++) {
      Function current = chain.output();
      FunctionEditor editor = FunctionEditor.of(current);
      boolean more = pass.run(editor, new Context(module, current, target, params, guards, decisions, performed));
      Function next = editor.finish();
      chain = chain.then(next);
      module = module.withFunction(next);
      if (!more) {
        break;
      }
    }
    return new UnverifiedRounds(m, module, chain, List.copyOf(decisions), List.copyOf(performed));
  }

  private record Context(Module module, Function function, TargetModel target, Map<String, String> params,
      boolean guardsOn, List<GuardRecord> decisions, List<String> performedSites) implements PassContext {
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
      boolean go = decision.allowed() || !guardsOn;
      decisions.add(new GuardRecord(site, decision, !decision.allowed() && !guardsOn));
      return go;
    }

    @Override
    public void performed(String site, String what) {
      performedSites.add(site + ": " + what);
    }
  }
}
