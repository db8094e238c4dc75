package dev.cvg.passes.framework;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Module;
import org.junit.jupiter.api.Test;

class PerfProbeTest {
  @Test
  void probe() {
    Module m = KernelGenerator.generate(RandomCfg.generate(7, RandomCfg.Shape.STRUCTURED, 10_000), 7,
        KernelGenerator.Options.defaults());
    String pipeline = String.join(",", PassRegistry.builtin().names());
    long t0 = System.nanoTime();
    PipelineResult r = PassManager.of(PassRegistry.builtin(), pipeline, PassOptions.defaults()).run(m);
    System.out.printf("PERF %s blocks=%d steps=%d committed=%d total %.3f s; per pass %s; checks %s%n", pipeline,
        m.definitions().get(0).blocks().size(), r.steps().size(), r.steps().stream().filter(StepRecord::committed).count(),
        (System.nanoTime() - t0) / 1e9, r.timePerPass(), r.checkTimePerPass());
  }
}
