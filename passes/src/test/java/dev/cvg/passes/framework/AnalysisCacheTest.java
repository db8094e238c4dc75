package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.target.Targets;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Analyses computed once per snapshot and carried over a step only when really preserved. */
class AnalysisCacheTest {
  private static final Module KERNEL = Fixtures.module("kernel.ll");

  @Test
  void aThreePassPipelineThatPreservesTheCfgComputesDominatorsOncePerFunction() {
    PipelineResult r = PassManager.of(TestPasses.registry(), "test-rename,test-rename,test-rename",
        PassOptions.defaults()).run(KERNEL);
    assertEquals(6, r.steps().stream().filter(StepRecord::committed).count());
    assertEquals(Map.of("dominators", 2), r.analyses());
  }

  @Test
  void withoutPreservationEveryStepRecomputes() {
    PipelineResult r = PassManager.of(TestPasses.registry(),
        "test-rename-keeps-nothing,test-rename-keeps-nothing,test-rename-keeps-nothing", PassOptions.defaults())
        .run(KERNEL);
    assertEquals(Map.of("dominators", 6), r.analyses());
  }

  @Test
  void aCfgAnalysisIsNotCarriedOverAChangedCfgWhateverThePassSays() {
    Function f = KERNEL.function("kernel").orElseThrow();
    AnalysisCache cache = new AnalysisCache(Targets.forModule(KERNEL, Optional.empty()));
    DominatorTree d = cache.get(KERNEL, f, Analysis.DOMINATORS);
    assertSame(d, cache.get(KERNEL, f, Analysis.DOMINATORS));
    assertEquals(1, cache.computations(Analysis.DOMINATORS));

    FunctionEditor same = FunctionEditor.of(f);
    same.setName(f.blocks().get(0).insts().get(0).result().orElseThrow(), "t");
    Function renamed = same.finish();
    assertEquals(Map.of(Analysis.DOMINATORS, d), cache.carriable(f, renamed, PreservedAnalyses.CFG));

    FunctionEditor moved = FunctionEditor.of(f);
    moved.moveBlockAfter(f.blocks().get(2).id(), f.blocks().get(0).id());
    Function reordered = moved.finish();
    assertEquals(Map.of(), cache.carriable(f, reordered, PreservedAnalyses.CFG), "layout changed: dense numbers differ");

    cache.commit(f, renamed, cache.carriable(f, renamed, PreservedAnalyses.CFG));
    assertSame(d, cache.get(KERNEL.withFunction(renamed), renamed, Analysis.DOMINATORS));
    assertEquals(1, cache.computations(Analysis.DOMINATORS));
    assertEquals(1, cache.carried(Analysis.DOMINATORS));
  }
}
