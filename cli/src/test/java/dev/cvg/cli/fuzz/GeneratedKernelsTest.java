package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrPrinter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Kernel recipes: a seed names its kernel, sizes stay in their class, token modes do what they say. */
class GeneratedKernelsTest {
  @Test
  void aSeedNamesItsKernel() {
    KernelSource s = new GeneratedKernels(SizeClass.SMALL, TokenMode.MIXED);
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(IrPrinter.print(s.kernel(seed)), IrPrinter.print(s.kernel(seed)), "seed " + seed);
    }
    assertNotEquals(IrPrinter.print(s.kernel(1)), IrPrinter.print(s.kernel(2)));
  }

  @Test
  void blockCountsStayInTheirClass() {
    for (SizeClass c : SizeClass.values()) {
      if (c == SizeClass.MIXED) {
        continue;
      }
      SplittableRandom r = new SplittableRandom(7);
      for (int k = 0; k < 200; k++) {
        int n = c.blocks(r);
        assertTrue(n >= minOf(c) && n <= maxOf(c), c + ": " + n + " (draw " + k + ")");
      }
    }
  }

  private static int minOf(SizeClass c) {
    return switch (c) {
      case TINY -> 2;
      case SMALL -> 6;
      case MEDIUM -> 20;
      case LARGE -> 100;
      case HUGE -> 1_000;
      case MIXED -> 2;
    };
  }

  private static int maxOf(SizeClass c) {
    return switch (c) {
      case TINY -> 6;
      case SMALL -> 20;
      case MEDIUM -> 100;
      case LARGE -> 1_000;
      case HUGE, MIXED -> 100_000;
    };
  }

  @Test
  void tokenModesAddTokensOrNot() {
    for (long seed = 0; seed < 10; seed++) {
      String none = IrPrinter.print(new GeneratedKernels(SizeClass.SMALL, TokenMode.NONE).kernel(seed));
      String careful = IrPrinter.print(new GeneratedKernels(SizeClass.SMALL, TokenMode.CAREFUL).kernel(seed));
      assertTrue(!none.contains("convergencectrl"), "seed " + seed + ":\n" + none);
      assertTrue(careful.contains("@llvm.experimental.convergence.entry"), "seed " + seed + ":\n" + careful);
    }
  }

  @Test
  void mixedSizesAreMostlySmall() {
    SplittableRandom r = new SplittableRandom(3);
    int small = 0;
    for (int k = 0; k < 1000; k++) {
      small += SizeClass.MIXED.draw(r).compareTo(SizeClass.SMALL) <= 0 ? 1 : 0;
    }
    assertTrue(small > 700 && small < 900, "tiny or small: " + small + " of 1000 (expected about 800)");
  }
}
