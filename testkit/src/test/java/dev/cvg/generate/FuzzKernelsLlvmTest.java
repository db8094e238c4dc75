package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrPrinter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@link FuzzKernels} through LLVM 22 (skipped without {@code opt-22}): its verifier, convergence
 * rules included, accepts the careful kernels, and its scalar evolution counts their counted
 * loops, so loop passes (unroll, licm, …) meet loops they can reason about.
 */
class FuzzKernelsLlvmTest {
  private static final String SCEV = "verify,loop-simplify,print<scalar-evolution>";

  @Test
  void llvmVerifiesCarefulKernelsAndCountsTheirLoops() throws Exception {
    Path opt = Opt22.findOrSkip();
    int bounded = 0;
    int kernels = 0;
    for (long seed = 0; seed < 20; seed++) {
      String text = IrPrinter.print(FuzzKernels.kernel(seed, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.CAREFUL));
      String out = Opt22.run(opt, SCEV, text); // throws, with opt's message, if the verifier rejects it
      int found = out.split("constant max backedge-taken count is", -1).length - 1;
      bounded += found;
      kernels += found > 0 ? 1 : 0;
    }
    assertTrue(kernels >= 18 && bounded >= 80,
        "scalar evolution bounds " + bounded + " loops, in " + kernels + " of 20 kernels");
  }

  /** Without step counters the trip-count test alone decides the latch: exact counts. */
  @Test
  void withoutStepCountersTheTripCountIsExact() throws Exception {
    Path opt = Opt22.findOrSkip();
    int exact = 0;
    FuzzKernels.Recipe recipe = FuzzKernels.Recipe.of(FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.NONE)
        .withShape(RandomCfg.Shape.STRUCTURED).withStepLimit(0);
    for (long seed = 0; seed < 10; seed++) {
      String out = Opt22.run(opt, SCEV, IrPrinter.print(FuzzKernels.kernel(seed, recipe)));
      exact += out.split(": backedge-taken count is", -1).length - 1;
    }
    assertTrue(exact >= 10, "scalar evolution gives " + exact + " exact backedge-taken counts over 10 kernels");
  }
}
