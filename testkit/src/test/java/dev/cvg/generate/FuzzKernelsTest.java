package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link FuzzKernels}: valid IR for every size, shape and token mode; careful tokens always
 * obey the static rules; noisy ones mostly do not; every feature of the recipe shows up; size
 * classes hold; the same seed gives the same module. (That terminating kernels finish every
 * run is the oracle's to show, in the {@code tests} module.)
 */
class FuzzKernelsTest {
  private static final FuzzKernels.TokenMode[] VALID_MODES = {FuzzKernels.TokenMode.NONE, FuzzKernels.TokenMode.CAREFUL};

  @TestFactory
  Stream<DynamicTest> kernelsAreValidAndCarefulTokensObeyTheStaticRules() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] seeds = {120, 40, 5, 1};
    FuzzKernels.Size[] sizes = {FuzzKernels.Size.TINY, FuzzKernels.Size.SMALL, FuzzKernels.Size.MEDIUM,
        FuzzKernels.Size.LARGE};
    for (int s = 0; s < sizes.length; s++) {
      for (RandomCfg.Shape shape : RandomCfg.Shape.values()) {
        for (FuzzKernels.TokenMode mode : VALID_MODES) {
          FuzzKernels.Recipe recipe = FuzzKernels.Recipe.of(sizes[s], mode).withShape(shape);
          for (long seed = 0; seed < seeds[s]; seed++) {
            long sd = seed;
            String where = "seed " + seed + " " + sizes[s] + " " + shape + " " + mode;
            tests.add(DynamicTest.dynamicTest(where, () -> {
              Module m = FuzzKernels.kernel(sd, recipe);
              if (mode == FuzzKernels.TokenMode.CAREFUL) {
                WellFormedTokensTest.assertValid(m, where);
              } else {
                var found = IrVerifier.verify(m);
                assertTrue(found.isEmpty(), () -> where + ": " + found.getFirst().render() + "\n" + IrPrinter.print(m));
              }
            }));
          }
        }
      }
    }
    return tests.stream();
  }

  @Test
  void noisyTokensMostlyBreakTheRules() {
    int rejected = 0;
    for (long seed = 0; seed < 100; seed++) {
      Module m = FuzzKernels.kernel(seed, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.NOISY);
      rejected += IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, GpuTarget.generic()).isEmpty() ? 0 : 1;
    }
    assertTrue(rejected >= 70, rejected + " of 100 noisy kernels are rejected");
  }

  /** Over 100 seeds of the default recipe, the number of kernels showing each feature. */
  @Test
  void everyFeatureAppears() {
    int[] seen = new int[11];
    for (long seed = 0; seed < 100; seed++) {
      Module m = FuzzKernels.kernel(seed, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.CAREFUL);
      FeatureCensus c = FeatureCensus.of(m);
      int[] counts = {c.countedLoops(), c.uniformTrips(), c.divergentTrips(), c.convergentBranches(),
          c.calleeCalls(), c.switches(), c.irreducibleCycles(), c.breaks(), c.continues(),
          IrPrinter.print(m).contains("@llvm.experimental.convergence.loop()") ? 1 : 0};
      for (int k = 0; k < counts.length; k++) {
        seen[k] += counts[k] > 0 ? 1 : 0;
      }
      assertEquals(c.calleeCalls(), c.controlledCalleeCalls(), "seed " + seed + ": every callee call has a token");
    }
    String report = String.format("counted %d, uniform trip %d, divergent trip %d, convergent branch %d, "
        + "callee call %d, switch %d, irreducible %d, break %d, continue %d, heart %d of 100 kernels",
        seen[0], seen[1], seen[2], seen[3], seen[4], seen[5], seen[6], seen[7], seen[8], seen[9]);
    int[] least = {90, 80, 80, 60, 100, 60, 20, 50, 60, 95};
    for (int k = 0; k < least.length; k++) {
      assertTrue(seen[k] >= least[k], report);
    }
  }

  @Test
  void sizeClassesBoundTheBlockCount() {
    for (FuzzKernels.Size size : List.of(FuzzKernels.Size.TINY, FuzzKernels.Size.SMALL, FuzzKernels.Size.MEDIUM,
        FuzzKernels.Size.LARGE)) {
      for (long seed = 0; seed < 10; seed++) {
        int blocks = kernel(FuzzKernels.kernel(seed, size, FuzzKernels.TokenMode.NONE)).blocks().size();
        assertTrue(blocks >= size.minBlocks() && blocks <= size.maxBlocks() + 1,
            "seed " + seed + " " + size + ": " + blocks + " blocks");
      }
    }
  }

  /**
   * A 100k-block kernel with tokens, counters and every feature, built in a few seconds of CPU
   * time (wall time depends on the machine's load, so the bound is on the thread's CPU time),
   * valid with its tokens well-formed.
   */
  @Test
  void hugeKernelIsBuiltInSeconds() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    long cpu = threads.getCurrentThreadCpuTime();
    long wall = System.nanoTime();
    Module m = FuzzKernels.kernel(1, FuzzKernels.Size.HUGE, FuzzKernels.TokenMode.CAREFUL);
    double cpuSeconds = (threads.getCurrentThreadCpuTime() - cpu) / 1e9;
    double wallSeconds = (System.nanoTime() - wall) / 1e9;
    int blocks = kernel(m).blocks().size();
    assertTrue(blocks >= 100_000, blocks + " blocks");
    assertTrue(cpuSeconds < 15, "a HUGE kernel took " + cpuSeconds + " s of CPU time");
    System.out.printf("FuzzKernels HUGE: %d blocks in %.2f s CPU (%.2f s wall)%n", blocks, cpuSeconds, wallSeconds);
    WellFormedTokensTest.assertValid(m, "seed 1 HUGE");
  }

  @Test
  void sameSeedSameModuleAndSeedsDiffer() {
    for (FuzzKernels.TokenMode mode : FuzzKernels.TokenMode.values()) {
      String a = IrPrinter.print(FuzzKernels.kernel(17, FuzzKernels.Size.SMALL, mode));
      assertEquals(a, IrPrinter.print(FuzzKernels.kernel(17, FuzzKernels.Size.SMALL, mode)), mode.toString());
      assertNotEquals(a, IrPrinter.print(FuzzKernels.kernel(18, FuzzKernels.Size.SMALL, mode)), mode.toString());
    }
  }

  /** Campaigns generate on several threads at once: no shared state, the same modules. */
  @Test
  void parallelGenerationGivesTheSameModules() {
    List<String> sequential = LongStream.range(0, 24).mapToObj(s -> IrPrinter.print(
        FuzzKernels.kernel(s, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.values()[(int) (s % 3)]))).toList();
    List<String> parallel = LongStream.range(0, 24).parallel().mapToObj(s -> IrPrinter.print(
        FuzzKernels.kernel(s, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.values()[(int) (s % 3)]))).toList();
    assertEquals(sequential, parallel);
  }

  @Test
  void stepLimitZeroLeavesOutTheCounters() {
    FuzzKernels.Recipe recipe = FuzzKernels.Recipe.of(FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.NONE);
    assertTrue(LongStream.range(0, 10).allMatch(s -> IrPrinter.print(FuzzKernels.kernel(s, recipe)).contains("%tired")));
    assertFalse(LongStream.range(0, 10).anyMatch(s -> IrPrinter.print(FuzzKernels.kernel(s, recipe.withStepLimit(0)))
        .contains("%tired")));
  }

  @Test
  void describeNamesTheDraws() {
    FuzzKernels.Recipe recipe = FuzzKernels.Recipe.of(FuzzKernels.Size.TINY, FuzzKernels.TokenMode.CAREFUL)
        .withShape(RandomCfg.Shape.IRREDUCIBLE);
    String d = FuzzKernels.describe(3, recipe);
    int blocks = FuzzKernels.kernel(3, recipe).function("kernel").orElseThrow().blocks().size();
    assertTrue(d.startsWith("TINY IRREDUCIBLE shape of "), d);
    assertTrue(d.endsWith("tokens CAREFUL, step limit 64"), d);
    assertTrue(d.contains(" of " + blocks + " blocks") || d.contains(" of " + (blocks - 1) + " blocks"), d);
    assertTrue(FuzzKernels.describe(3, recipe.withStepLimit(0)).endsWith("no step limit"));
  }

  @Test
  void namesParseAndNonsenseIsRejected() {
    assertEquals(FuzzKernels.Size.HUGE, FuzzKernels.Size.parse(" Huge"));
    assertEquals(FuzzKernels.TokenMode.CAREFUL, FuzzKernels.TokenMode.parse("careful"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> FuzzKernels.Size.parse("big"));
    assertEquals("unknown size 'big', expected one of [tiny, small, medium, large, huge]", e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> FuzzKernels.Recipe.of(FuzzKernels.Size.TINY,
        FuzzKernels.TokenMode.NONE).withStepLimit(-1));
    assertThrows(IllegalArgumentException.class, () -> new KernelFeatures(101, 0, 0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new KernelGenerator.Tokens(true, 5, true));
  }

  private static Function kernel(Module m) {
    return m.function("kernel").orElseThrow();
  }
}
