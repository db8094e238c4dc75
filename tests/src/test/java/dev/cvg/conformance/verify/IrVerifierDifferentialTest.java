package dev.cvg.conformance.verify;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
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
 * Differential property test of the IR verifier against LLVM 22: seeded valid kernels from
 * {@link KernelGenerator} over random CFGs, broken by 0–3 seeded {@link IrMutations} (phi
 * entries dropped or duplicated, instructions moved, edges redirected), printed, re-parsed and
 * verified by cvg and by {@code opt-22}. Both must print the same lines (as a multiset; see
 * {@link ConvergenceDifferentialTest}). Unmutated kernels must verify clean in both.
 */
class IrVerifierDifferentialTest {
  private static final int SEEDS = Integer.getInteger("cvg.diff.kernels", 200);

  @TestFactory
  List<DynamicTest> sameFindingsAsLlvm() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= SEEDS; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> compare(s)));
    }
    return tests;
  }

  private static void compare(long seed) throws IOException {
    Llvm22.assume("opt-22");
    SplittableRandom rnd = new SplittableRandom(seed);
    Module valid = KernelGenerator.generate(RandomCfg.small(rnd), seed, KernelGenerator.Options.defaults());
    int mutations = rnd.nextInt(4);
    Module broken = IrMutations.mutate(valid, "kernel", rnd, mutations);
    String text = IrPrinter.print(broken);
    Path file = Files.createTempFile("cvg-irdiff-" + seed + "-", ".ll");
    try {
      Files.writeString(file, text);
      Llvm22.Run llvm = Llvm22.optVerify(file);
      VerifierRun ours = VerifierRun.of(file);
      String context = "seed " + seed + ", " + mutations + " mutations\n" + text + "\nLLVM:\n" + llvm.merged()
          + "\ncvg:\n" + ours.rendered();
      assertEquals(llvm.exit() != 0, ours.rejected(), context);
      if (mutations == 0) {
        assertEquals("", ours.rendered(), context);
      }
      assertEquals(lines(llvm.merged(), true), lines(ours.rendered(), false), context);
    } finally {
      Files.deleteIfExists(file);
    }
  }

  /**
   * Sorted non-blank output lines, without LLVM's final line or cvg's position prefixes, and
   * without the two block lines after {@code PHI node entries do not match predecessors!}: when
   * several entries mismatch, LLVM names the first pair in block-pointer order, which depends on
   * its allocator, cvg the first in layout order.
   */
  private static List<String> lines(String out, boolean llvm) {
    List<String> kept = new ArrayList<>();
    String[] all = out.split("\n");
    for (int i = 0; i < all.length; i++) {
      String l = all[i];
      if (l.isBlank() || llvm && l.startsWith("opt-22:")) {
        continue;
      }
      l = llvm ? l.strip() : l.replaceFirst("^[^ ]+:\\d+:\\d+: error: ", "").strip();
      kept.add(l);
      if (l.equals("PHI node entries do not match predecessors!")) {
        kept.add(all[++i].strip());
        i += 2;
      }
    }
    return kept.stream().sorted().toList();
  }
}
