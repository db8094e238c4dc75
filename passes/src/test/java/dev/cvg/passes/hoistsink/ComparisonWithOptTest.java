package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.testing.LlvmTools;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * cvg's passes against opt-22's on the same inputs ({@link MotionKernels}), counted the same way
 * ({@link MotionCount}): on convergence-free kernels cvg does the ordinary optimisation (as many
 * motions as LLVM, per-thread results unchanged: the checker executes both and finds them LEGAL);
 * on convergent kernels cvg moves convergent operations LLVM leaves in place, every result LEGAL.
 * The tables are printed; skipped without opt-22 (failing with -Dcvg.requireLlvm=true).
 */
class ComparisonWithOptTest {
  static final int SEEDS = 30;

  /** One kernel, cvg's guarded result and opt-22's; counts convergent operations only when {@code convergent}. */
  record Both(Module input, PassHarness.Result cvg, Module opt, boolean convergent) {
    static Both of(long seed, boolean convergent, FunctionPass pass, String pipeline) throws Exception {
      String text = MotionKernels.text(seed, convergent);
      Module m = IrParser.parse(text, "seed" + seed);
      return new Both(m, PassHarness.run(pass, m, "kernel", Map.of(), true),
          IrParser.parse(LlvmTools.opt(text, List.of("-passes=" + pipeline)), "opt"), convergent);
    }

    MotionCount count(Module after) {
      return MotionCount.of(input, after, "kernel", convergent);
    }
  }

  static Stream<Arguments> pairs() {
    return Stream.of(
        Arguments.of("licm", (Supplier<FunctionPass>) LicmPass::new, "licm"),
        Arguments.of("sink", (Supplier<FunctionPass>) HoistSinkPass::sink, "sink"),
        Arguments.of("hoist-sink", (Supplier<FunctionPass>) HoistSinkPass::hoistSink, "gvn-hoist,sink"));
  }

  @ParameterizedTest(name = "{0} vs opt-22 {2}")
  @MethodSource("pairs")
  void convergenceFreeCodeGetsTheOrdinaryOptimisation(String name, Supplier<FunctionPass> pass, String pipeline)
      throws Exception {
    LlvmTools.opt();
    MotionCount cvg = new MotionCount(0, 0);
    MotionCount llvm = new MotionCount(0, 0);
    LegalityOptions run = new LegalityOptions(LegalityOptions.defaults().triple(), GeneratedKernelsTest.OPTIONS.budget(),
        LegalityOptions.defaults().seed(), true);
    for (long seed = 1; seed <= SEEDS; seed++) {
      Both both = Both.of(seed, false, pass.get(), pipeline);
      PassHarness.Result r = both.cvg();
      MotionCount ours = both.count(r.after());
      cvg = cvg.plus(ours);
      llvm = llvm.plus(both.count(both.opt()));
      assertTrue(r.refusals().isEmpty(), "seed " + seed + ": nothing convergent to refuse, got " + r.refusals());
      if (ours.total() > 0) {
        Verdict v = r.legality(run);
        assertInstanceOf(Verdict.Legal.class, v, "seed " + seed + ": per-thread results must be unchanged\n"
            + VerdictPrinter.print(v) + "\n" + IrPrinter.print(r.after()));
      }
    }
    System.out.printf("convergence-free, %d kernels: cvg %s moved %d merged %d; opt-22 %s moved %d merged %d%n",
        SEEDS, name, cvg.moved(), cvg.gone(), pipeline, llvm.moved(), llvm.gone());
    assertTrue(cvg.total() > 0, name + " did nothing on " + SEEDS + " kernels");
    assertEquals(llvm, cvg, name + ": cvg and opt-22 should perform the same motions on convergence-free code");
  }

  @ParameterizedTest(name = "{0} vs opt-22 {2}")
  @MethodSource("pairs")
  void convergentOperationsMovedBeyondLlvmAllLegal(String name, Supplier<FunctionPass> pass, String pipeline)
      throws Exception {
    LlvmTools.opt();
    MotionCount cvg = new MotionCount(0, 0);
    MotionCount llvm = new MotionCount(0, 0);
    int changed = 0;
    int legal = 0;
    for (long seed = 1; seed <= SEEDS; seed++) {
      Both both = Both.of(seed, true, pass.get(), pipeline);
      PassHarness.Result r = both.cvg();
      MotionCount ours = both.count(r.after());
      cvg = cvg.plus(ours);
      llvm = llvm.plus(both.count(both.opt()));
      if (ours.total() > 0) {
        changed++;
        Verdict v = r.legality(GeneratedKernelsTest.OPTIONS);
        assertFalse(v instanceof Verdict.Illegal, "seed " + seed + "\n" + VerdictPrinter.print(v));
        legal += v instanceof Verdict.Legal ? 1 : 0;
      }
    }
    System.out.printf("convergent, %d kernels: convergent operations moved or merged: cvg %s %d (in %d kernels,"
        + " %d LEGAL), opt-22 %s %d%n", SEEDS, name, cvg.total(), changed, legal, pipeline, llvm.total());
    assertEquals(changed, legal, "every changed kernel must be LEGAL (not UNKNOWN)");
    // licm never moves a convergent operation out of a loop (see the guard): a tie at zero
    assertTrue(cvg.total() >= llvm.total(), name + ": cvg " + cvg + " vs opt-22 " + llvm);
  }
}
