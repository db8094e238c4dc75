package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.passes.framework.StepRecord;
import java.util.List;

/**
 * One run of a pass through the {@link PassManager} (guards on or off), seen from one function:
 * its input and output, the correspondence composed over the committed rounds, what the rounds
 * performed and refused, and the rolled-back rounds with their reasons.
 *
 * @param before the input function
 * @param after the output function
 * @param module the output module
 * @param correspondence the output's correspondence with the input, over all rounds
 * @param performed "site: what" per performed site of committed rounds
 * @param refused "site: reason" per refusal, held or overridden (guards off)
 * @param rollbacks the reasons of rolled-back rounds
 * @param rounds the rounds run on the function
 */
record PassRun(Function before, Function after, Module module, Correspondence correspondence,
    List<String> performed, List<String> refused, List<String> rollbacks, int rounds) {

  /** Runs {@code pass} over {@code m} and describes what happened to {@code fn}. */
  static PassRun of(FunctionPass pass, Module m, String fn, boolean guards) {
    PipelineResult r = PassManager.of(PassOptions.defaults().withGuards(guards), pass).run(m);
    ProvenanceChain chain = r.provenance().get(fn);
    List<StepRecord> steps = r.steps().stream().filter(s -> s.function().equals(fn)).toList();
    return new PassRun(chain.input(), chain.output(), r.output(), chain.correspondence(),
        steps.stream().filter(StepRecord::committed).flatMap(s -> s.performed().stream())
            .map(p -> p.site() + ": " + p.what()).toList(),
        steps.stream().flatMap(s -> s.guards().stream()).filter(g -> g.refused() || g.overridden())
            .map(g -> g.site() + ": " + g.reason()).toList(),
        steps.stream().flatMap(s -> s.rollback().stream()).map(Object::toString).toList(),
        steps.size());
  }
}
