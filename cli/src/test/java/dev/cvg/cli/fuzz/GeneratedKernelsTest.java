package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.FuzzKernels;
import dev.cvg.ir.text.IrPrinter;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Kernel recipes: a seed names its kernel, the options map onto the generator's classes and modes. */
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
  void fixedClassesAndModesAreTheGeneratorsOfTheSameName() {
    SplittableRandom r = new SplittableRandom(1);
    for (SizeClass c : SizeClass.values()) {
      if (c != SizeClass.MIXED) {
        assertEquals(c.name(), c.draw(r).name());
      }
    }
    for (TokenMode m : TokenMode.values()) {
      if (m != TokenMode.MIXED) {
        assertEquals(m.name(), m.draw(r).name());
      }
    }
  }

  @Test
  void tokenModesAddTokensOrNot() {
    for (long seed = 0; seed < 10; seed++) {
      String none = IrPrinter.print(new GeneratedKernels(SizeClass.TINY, TokenMode.NONE).kernel(seed));
      String careful = IrPrinter.print(new GeneratedKernels(SizeClass.TINY, TokenMode.CAREFUL).kernel(seed));
      assertTrue(!none.contains("convergencectrl"), "seed " + seed + ":\n" + none);
      assertTrue(careful.contains("@llvm.experimental.convergence."), "seed " + seed + ":\n" + careful);
    }
  }

  @Test
  void carefulKernelsAllEnterACampaign() {
    KernelSource s = new GeneratedKernels(SizeClass.TINY, TokenMode.CAREFUL);
    for (long seed = 0; seed < 30; seed++) {
      assertTrue(Validity.valid(s.kernel(seed)), "seed " + seed + ":\n" + IrPrinter.print(s.kernel(seed)));
    }
  }

  @Test
  void randomKernelsAreTheDefaultAndSitesArePlanted() {
    KernelSource random = new GeneratedKernels(SizeClass.TINY, TokenMode.MIXED, KernelKind.RANDOM);
    KernelSource sites = new GeneratedKernels(SizeClass.TINY, TokenMode.MIXED, KernelKind.SITES);
    KernelSource mixed = new GeneratedKernels(SizeClass.TINY, TokenMode.MIXED, KernelKind.MIXED);
    KernelSource plain = new GeneratedKernels(SizeClass.TINY, TokenMode.MIXED);
    int fromSites = 0;
    for (long seed = 0; seed < 40; seed++) {
      String r = IrPrinter.print(random.kernel(seed));
      String s = IrPrinter.print(sites.kernel(seed));
      String m = IrPrinter.print(mixed.kernel(seed));
      assertEquals(IrPrinter.print(plain.kernel(seed)), r, "seed " + seed + ": the default is the random kernel");
      assertTrue(s.contains("\nr0:") && !s.contains("@callee0"), "seed " + seed + ":\n" + s);
      assertTrue(Validity.valid(sites.kernel(seed)), "seed " + seed + ":\n" + s);
      assertTrue(m.equals(r) || m.equals(s), "seed " + seed + ": mixed is one of the two");
      fromSites += m.equals(s) ? 1 : 0;
    }
    assertTrue(fromSites > 10 && fromSites < 30, "mixed: " + fromSites + " of 40 site kernels");
    assertEquals("--kernels=sites --size=tiny --tokens=mixed", sites.describe());
    assertEquals("--size=tiny --tokens=mixed", random.describe());
  }

  @Test
  void mixedSizesAreMostlySmall() {
    SplittableRandom r = new SplittableRandom(3);
    int small = 0;
    for (int k = 0; k < 1000; k++) {
      FuzzKernels.Size s = SizeClass.MIXED.draw(r);
      small += s == FuzzKernels.Size.TINY || s == FuzzKernels.Size.SMALL ? 1 : 0;
    }
    assertTrue(small > 700 && small < 900, "tiny or small: " + small + " of 1000 (expected about 800)");
  }
}
