package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link KernelGenerator.Tokens#wellFormed()}: over seeds and every family of shapes (odd tiny
 * graphs with irreducible cycles, unreachable blocks and loops through the entry included), the
 * IR verifier and the convergence verifier accept every kernel, with and without step counters
 * and features.
 */
class WellFormedTokensTest {
  private static final KernelGenerator.Options VALID =
      KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.wellFormed());

  /**
   * Returns the shape of {@code seed} in family {@code family}: 0 small, 1 mixed, 2..4 the
   * RandomCfg shapes, 5 arbitrary edges, the entry's included (the kernel gets a fresh entry).
   */
  static FlowGraph shape(long seed, int family) {
    return switch (family) {
      case 0 -> RandomCfg.small(new SplittableRandom(seed));
      case 1 -> RandomCfg.mixed(seed, 60);
      case 5 -> anyEdges(new SplittableRandom(seed));
      default -> RandomCfg.generate(seed, RandomCfg.Shape.values()[family - 2], 5 + (int) (seed % 80));
    };
  }

  /** 2–8 nodes, 0–3 successors each, any targets: cycles through the entry, self loops, dead ends. */
  private static FlowGraph anyEdges(SplittableRandom rnd) {
    int n = 2 + rnd.nextInt(7);
    int[][] out = new int[n][];
    for (int v = 0; v < n; v++) {
      out[v] = new int[v == n - 1 ? 0 : rnd.nextInt(4)];
      for (int k = 0; k < out[v].length; k++) {
        out[v][k] = rnd.nextInt(n);
      }
    }
    return FlowGraph.of(out);
  }

  static void assertValid(Module m, String where) {
    List<Diagnostic> ir = IrVerifier.verify(m);
    assertTrue(ir.isEmpty(), () -> where + ": " + ir.getFirst().render() + "\n" + IrPrinter.print(m));
    List<Diagnostic> cv = ConvergenceVerifier.verify(m, GpuTarget.generic());
    assertTrue(cv.isEmpty(), () -> where + ": " + cv.getFirst().render() + "\n" + IrPrinter.print(m));
  }

  @TestFactory
  Stream<DynamicTest> everyShapeFamilyGivesValidKernels() {
    String[] families = {"small", "mixed", "structured", "unstructured", "irreducible", "any edges"};
    return Stream.of(0, 1, 2, 3, 4, 5).flatMap(f -> LongStream.range(0, 300).mapToObj(seed ->
        DynamicTest.dynamicTest(families[f] + " seed " + seed, () -> {
          FlowGraph shape = shape(seed, f);
          assertValid(KernelGenerator.generate(shape, seed, VALID), "seed " + seed + " " + families[f]);
          KernelGenerator.Options rich = VALID.withFeatures(KernelFeatures.fuzz());
          if (KernelGenerator.canTerminate(shape)) {
            rich = rich.terminating(20);
          }
          assertValid(KernelGenerator.generate(shape, seed, rich), "seed " + seed + " " + families[f] + " fuzz");
        })));
  }

  /** Well-formed tokens draw from their own stream: the base program's instructions stay as they were. */
  @TestFactory
  Stream<DynamicTest> wellFormedKernelsExtendTheDefaultKernel() {
    return LongStream.range(0, 100).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph shape = shape(seed, 1);
      KernelGeneratorOptionsTest.assertExtends(KernelGenerator.generate(shape, seed, KernelGenerator.Options.defaults()),
          KernelGenerator.generate(shape, seed, VALID), seed);
    }));
  }

  @Test
  void kernelsUseHeartsEntryAndAnchors() {
    int hearts = 0;
    int entries = 0;
    int anchors = 0;
    for (long seed = 0; seed < 100; seed++) {
      String text = IrPrinter.print(KernelGenerator.generate(shape(seed, 3), seed, VALID));
      hearts += text.contains("@llvm.experimental.convergence.loop() [") ? 1 : 0;
      entries += text.contains("= call token @llvm.experimental.convergence.entry()") ? 1 : 0;
      anchors += text.contains("= call token @llvm.experimental.convergence.anchor()") ? 1 : 0;
    }
    assertTrue(hearts >= 50, hearts + " of 100 kernels have a loop heart");
    assertTrue(entries >= 30 && anchors >= 30, entries + " use entry, " + anchors + " an anchor");
  }

  @Test
  void sameSeedSameKernel() {
    FlowGraph shape = shape(11, 4);
    assertEquals(IrPrinter.print(KernelGenerator.generate(shape, 11, VALID)),
        IrPrinter.print(KernelGenerator.generate(shape, 11, VALID)));
  }
}
