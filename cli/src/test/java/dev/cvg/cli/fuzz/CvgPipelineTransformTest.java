package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassRegistry;
import org.junit.jupiter.api.Test;

/**
 * The cvg pipeline as a campaign transform: one instance serves every kernel of a campaign, from
 * several threads, and must give each kernel what a fresh {@code cvg opt} gives it. (loop-unroll
 * remembers the loops it considered by function and header name for the length of a pipeline run;
 * a pass instance shared across kernels, all named {@code @kernel}, stopped unrolling after the
 * first few.)
 */
class CvgPipelineTransformTest {
  private static final String UNROLL = "loop-unroll<partial;runtime>";

  @Test
  void oneInstanceGivesEveryKernelWhatAFreshOneGives() {
    CvgPipelineTransform shared = new CvgPipelineTransform(BuiltinPasses.registry(), UNROLL, true);
    KernelSource source = new GeneratedKernels(SizeClass.TINY, TokenMode.NONE);
    int changed = 0;
    for (long seed = 0; seed < 12; seed++) {
      Module m = source.kernel(seed);
      Outcome a = shared.apply(m);
      Outcome b = new CvgPipelineTransform(BuiltinPasses.registry(), UNROLL, true).apply(m);
      Outcome.Transformed ta = (Outcome.Transformed) a;
      Outcome.Transformed tb = (Outcome.Transformed) b;
      assertEquals(tb.changes().keySet(), ta.changes().keySet(), "seed " + seed);
      assertEquals(IrPrinter.print(tb.after()), IrPrinter.print(ta.after()), "seed " + seed);
      changed += ta.changes().isEmpty() ? 0 : 1;
    }
    assertTrue(changed > 1, "loop-unroll changed several of seeds 0..11, not only the first: " + changed);
  }
}
