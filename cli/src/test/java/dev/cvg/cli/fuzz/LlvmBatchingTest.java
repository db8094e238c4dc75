package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.testing.LlvmTools;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Batching is only worth having if it changes nothing: {@code opt-22} on a batch of campaign
 * kernels gives each kernel the outcome it gets alone — the same failures, the same changed
 * functions, the same transformed text of each. Skipped without {@code opt-22} (a failure with
 * {@code -Dcvg.requireLlvm=true}).
 */
class LlvmBatchingTest {
  private static final long FIRST_SEED = 1;
  private static final int KERNELS = 24;

  @ParameterizedTest
  @ValueSource(strings = {"simplifycfg", "licm", "loop-unroll", "cgscc(inline)", "default<O2>"})
  void aBatchGivesEveryKernelItsOutcomeAlone(String pass) {
    LlvmTools.opt();
    List<Module> kernels = new ArrayList<>();
    for (long s = FIRST_SEED; s < FIRST_SEED + KERNELS; s++) {
      kernels.add(CampaignKernels.of(s));
    }
    List<Outcome> batched = LlvmPasses.transform(pass, Duration.ofMinutes(2), 8).applyAll(kernels);
    List<Outcome> alone = LlvmPasses.transform(pass, Duration.ofMinutes(2), 1).applyAll(kernels);
    int changed = 0;
    for (int k = 0; k < KERNELS; k++) {
      String where = pass + ", seed " + (FIRST_SEED + k);
      if (alone.get(k) instanceof Outcome.Failed f) {
        assertEquals(f.reason(), assertInstanceOf(Outcome.Failed.class, batched.get(k), where).reason(), where);
        continue;
      }
      Outcome.Transformed a = assertInstanceOf(Outcome.Transformed.class, alone.get(k), where);
      Outcome.Transformed b = assertInstanceOf(Outcome.Transformed.class, batched.get(k), where);
      assertEquals(a.changes().keySet(), b.changes().keySet(), where);
      for (String fn : a.changes().keySet()) {
        assertEquals(body(a.after(), fn), body(b.after(), fn), where + ", @" + fn);
      }
      changed += a.changes().isEmpty() ? 0 : 1;
    }
    assertTrue(changed > 0, pass + " changed none of the kernels: the comparison says nothing");
  }

  /**
   * The function's text without the numbers of its attribute groups and metadata nodes
   * ({@code #2}, {@code !llvm.loop !3}), which opt assigns per module.
   */
  private static String body(Module m, String fn) {
    Function f = m.function(fn).orElseThrow();
    return IrPrinter.print(m, f).replaceAll(" #\\d+", " #N").replaceAll("!\\d+", "!N");
  }
}
