package dev.cvg.conformance.verify;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Differential property test against LLVM 22: for seeded random modules full of convergence
 * control ({@link #tokenModule}), cvg's two verifiers print exactly the lines LLVM's
 * verifier prints (messages and printed instructions, blocks and cycles), as a multiset: LLVM
 * interleaves its IR and convergence checks per instruction while cvg runs them one after the
 * other, so only the order may differ. Skipped without {@code opt-22}.
 */
class ConvergenceDifferentialTest {
  /** Module count; raise it for a deeper run with {@code -Dcvg.diff.modules=N}. */
  private static final int MODULES = Integer.getInteger("cvg.diff.modules", 150);
  private static final int FUNCTIONS_PER_MODULE = 6;

  /**
   * Returns a module of {@code functions} token kernels over {@link RandomCfg#small} shapes, with
   * careful, slightly noisy (5%) and noisy (30%) token placement in turn: valid kernels, kernels
   * failing on the cycle and nesting rules, and kernels breaking every placement rule.
   */
  static Module tokenModule(long seed, int functions) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<FlowGraph> shapes = new ArrayList<>();
    List<KernelGenerator.Options> options = new ArrayList<>();
    for (int k = 0; k < functions; k++) {
      shapes.add(RandomCfg.small(rnd));
      int noise = k % 3 == 0 ? 0 : k % 3 == 1 ? 5 : 30;
      options.add(KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.noisy(noise)));
    }
    return KernelGenerator.generate(shapes, seed, options);
  }

  @TestFactory
  List<DynamicTest> sameFindingsAsLlvm() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= MODULES; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> compare(s)));
    }
    return tests;
  }

  private static void compare(long seed) throws IOException {
    Llvm22.assume("opt-22");
    String text = IrPrinter.print(tokenModule(seed, FUNCTIONS_PER_MODULE));
    Path file = Files.createTempFile("cvg-diff-" + seed + "-", ".ll");
    try {
      Files.writeString(file, text);
      Llvm22.Run llvm = Llvm22.optVerify(file);
      VerifierRun ours = VerifierRun.of(file);
      assertEquals(llvm.exit() != 0, ours.rejected(), () -> "seed " + seed + " verdicts differ\n" + text
          + "\nLLVM:\n" + llvm.merged() + "\ncvg:\n" + ours.rendered());
      List<String> expected = llvmLines(llvm.merged());
      List<String> actual = ourLines(ours.rendered());
      assertEquals(expected, actual, () -> "seed " + seed + "\n" + text);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /** LLVM's output lines, sorted, without the final "input module is broken" line. */
  private static List<String> llvmLines(String out) {
    return Arrays.stream(out.split("\n")).filter(l -> !l.isBlank() && !l.startsWith("opt-22:"))
        .map(String::strip).sorted().toList();
  }

  /** cvg's rendered lines, sorted, with the {@code file:line:col: error: } prefix removed. */
  private static List<String> ourLines(String out) {
    return Arrays.stream(out.split("\n")).filter(l -> !l.isBlank())
        .map(l -> l.replaceFirst("^[^ ]+:\\d+:\\d+: error: ", "").strip()).sorted().toList();
  }
}
