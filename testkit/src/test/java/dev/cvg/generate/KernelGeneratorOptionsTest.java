package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The generator's two options: step counters ({@link KernelGenerator.Options#terminating}) and
 * convergence control tokens ({@link KernelGenerator.Tokens}). Both add to the default kernel of
 * the same seed without changing its other instructions; termination itself is shown by the
 * oracle in the {@code tests} module ({@code UniformitySoundnessTest}: every run finishes).
 */
class KernelGeneratorOptionsTest {
  private static final KernelGenerator.Options TERMINATING = KernelGenerator.Options.defaults().terminating(9);

  private static String render(Module m, List<Diagnostic> found) {
    return found.isEmpty() ? "" : found.getFirst().render() + "\n" + IrPrinter.print(m);
  }

  @TestFactory
  Stream<DynamicTest> terminatingKernelsVerifyAndExtendTheDefaultKernel() {
    return LongStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph shape = RandomCfg.mixed(seed, 30);
      if (!KernelGenerator.canTerminate(shape)) {
        assertThrows(IllegalArgumentException.class, () -> KernelGenerator.generate(shape, seed, TERMINATING));
        return;
      }
      Module m = KernelGenerator.generate(shape, seed, TERMINATING);
      List<Diagnostic> found = IrVerifier.verify(m);
      assertTrue(found.isEmpty(), () -> "seed " + seed + ": " + render(m, found));
      assertExtends(KernelGenerator.generate(shape, seed, KernelGenerator.Options.defaults()), m, seed);
    }));
  }

  @TestFactory
  Stream<DynamicTest> carefulTokenKernelsPassTheIrVerifierAndExtendTheDefaultKernel() {
    return LongStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph shape = RandomCfg.small(new SplittableRandom(seed));
      KernelGenerator.Options careful = KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.careful());
      Module m = KernelGenerator.generate(shape, seed, careful);
      List<Diagnostic> found = IrVerifier.verify(m);
      assertTrue(found.isEmpty(), () -> "seed " + seed + ": " + render(m, found));
      assertExtends(KernelGenerator.generate(shape, seed, KernelGenerator.Options.defaults()), m, seed);
    }));
  }

  /** Careful tokens give valid kernels often; noise breaks the rules often: both sides are exercised. */
  @Test
  void carefulKernelsAreOftenValidAndNoisyOnesOftenNot() {
    int carefulValid = 0;
    int noisyValid = 0;
    int tokensSeen = 0;
    for (long seed = 0; seed < 200; seed++) {
      FlowGraph shape = RandomCfg.small(new SplittableRandom(seed));
      Module careful = KernelGenerator.generate(shape, seed,
          KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.careful()));
      Module noisy = KernelGenerator.generate(shape, seed,
          KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.noisy(30)));
      carefulValid += valid(careful) ? 1 : 0;
      noisyValid += valid(noisy) ? 1 : 0;
      tokensSeen += IrPrinter.print(careful).contains("convergencectrl") ? 1 : 0;
    }
    assertTrue(carefulValid >= 120, carefulValid + " of 200 careful kernels are valid");
    assertTrue(noisyValid <= 30, noisyValid + " of 200 noisy kernels are valid");
    assertTrue(tokensSeen >= 150, "only " + tokensSeen + " careful kernels use a token");
  }

  private static boolean valid(Module m) {
    return IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, GpuTarget.generic()).isEmpty();
  }

  @Test
  void moduleOfSeveralKernelsNamesThemAndDeclaresEachCalleeOnce() {
    SplittableRandom rnd = new SplittableRandom(5);
    Module m = KernelGenerator.generate(List.of(RandomCfg.small(rnd), RandomCfg.small(rnd)), 5,
        List.of(KernelGenerator.Options.defaults(),
            KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.noisy(5))));
    assertEquals(List.of("kernel0", "kernel1"), m.definitions().stream().map(Function::name).toList());
    List<String> declared = m.functions().stream().filter(Function::isDeclaration).map(Function::name).toList();
    assertEquals(8, declared.size(), declared.toString());
    assertEquals(declared.size(), declared.stream().distinct().count(), declared.toString());
    assertTrue(IrVerifier.verify(m).stream().noneMatch(d -> d.message().contains("undefined")));
  }

  @Test
  void optionsRejectNonsense() {
    assertThrows(IllegalArgumentException.class, () -> KernelGenerator.Options.defaults().terminating(0));
    assertThrows(IllegalArgumentException.class, () -> KernelGenerator.Tokens.noisy(101));
    assertFalse(KernelGenerator.canTerminate(FlowGraph.of(new int[][] {{1}, {1}, {}})));
  }

  /**
   * Asserts that every instruction of {@code base} is in {@code extended} under the same name
   * and printed text, except terminators (steered by counters) and convergent calls (which gain
   * bundles).
   */
  static void assertExtends(Module base, Module extended, long seed) {
    Function b = base.function("kernel").orElseThrow();
    Function x = extended.function("kernel").orElseThrow();
    Map<String, String> printed = new HashMap<>();
    for (Block block : x.blocks()) {
      for (Inst i : block.insts()) {
        x.nameOf(i.id().value()).ifPresent(n -> printed.put(n, IrPrinter.printInst(x, i)));
      }
    }
    List<String> missing = new ArrayList<>();
    for (Block block : b.blocks()) {
      for (Inst i : block.insts()) {
        if (i.isTerminator() || i instanceof Call) {
          continue;
        }
        String text = IrPrinter.printInst(b, i);
        String name = b.nameOf(i.id().value()).orElse(null);
        if (name != null && !text.equals(printed.get(name))) {
          missing.add(text);
        }
      }
    }
    assertEquals(List.of(), missing, "seed " + seed);
  }
}
