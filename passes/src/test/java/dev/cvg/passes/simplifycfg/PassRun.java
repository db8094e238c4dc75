package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.testing.PipelineRun;
import java.util.List;
import java.util.Map;

/**
 * One run of a pass through the pass manager ({@link PipelineRun}) (guards on or off), seen from one function:
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

  /** Runs {@code pass} over {@code m} through the pass manager and describes what happened to {@code fn}. */
  static PassRun of(FunctionPass pass, Module m, String fn, boolean guards) {
    PipelineRun r = PipelineRun.of(m, pass, Map.of(), guards);
    return new PassRun(r.before(fn), r.after(fn), r.output(), r.correspondence(fn), r.performed(fn),
        r.refusals(fn).stream().map(g -> g.site() + ": " + g.reason()).toList(), r.rollbacks(fn), r.steps(fn).size());
  }
}
