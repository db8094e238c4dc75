package dev.cvg.passes.inline;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.passes.framework.StepRecord;
import dev.cvg.passes.testing.PipelineRun;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs {@code inline} through the pass manager ({@code cvg opt -passes=inline<...>}) and keeps,
 * for every committed step, the module and function before and after it, so that a test can
 * give each step to the legality checker with that step's provenance and read the whole verdict.
 */
final class InlineRun {
  /** A guard decision at a site; {@code overridden} when guards were off and it refused. */
  record Decision(String function, String site, GuardDecision decision, boolean overridden) {}

  /** A performed change. */
  record Performed(String function, String site, String what) {}

  /** One committed round of the pass over one function. */
  record Step(Module before, Function fBefore, Module after, Function fAfter) {}

  final List<Decision> decisions = new ArrayList<>();
  final List<Performed> performed = new ArrayList<>();
  final List<Step> steps = new ArrayList<>();
  PipelineResult pipeline;
  Module result;

  private InlineRun() {}

  /** Runs {@code inline} with {@code params} over {@code module}, guards on or off. */
  static InlineRun run(Module module, boolean guards, Map<String, String> params) {
    InlineRun r = new InlineRun();
    r.pipeline = PipelineRun.of(module, PipelineRun.text("inline", params), guards).result();
    Map<String, Integer> next = new HashMap<>();
    Module m = module;
    for (StepRecord s : r.pipeline.steps()) {
      for (GuardRecord g : s.guards()) {
        r.decisions.add(new Decision(s.function(), g.site(), g.decision(), g.overridden()));
      }
      if (!s.committed()) {
        continue;
      }
      s.performed().forEach(p -> r.performed.add(new Performed(s.function(), p.site(), p.what())));
      ProvenanceChain chain = r.pipeline.provenance().get(s.function());
      int k = next.merge(s.function(), 1, Integer::sum);
      Function before = chain.snapshots().get(k - 1);
      Function after = chain.snapshots().get(k);
      Module afterModule = m.withFunction(after);
      r.steps.add(new Step(m, before, afterModule, after));
      m = afterModule;
    }
    r.result = r.pipeline.output();
    return r;
  }

  /** Returns why each rolled-back step was rolled back. */
  List<dev.cvg.passes.framework.Outcome.Why> rollbacks() {
    return pipeline.rollbacks().stream().map(s -> s.rollback().orElseThrow().why()).toList();
  }
}
