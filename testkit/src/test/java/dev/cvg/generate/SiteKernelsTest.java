package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link SiteKernels}: every seed gives a module both verifiers accept, with and without tokens;
 * the same seed gives the same module; every site, condition kind and token form shows up.
 */
class SiteKernelsTest {
  @Test
  void everySeedIsValidWithAndWithoutTokens() {
    for (long seed = 0; seed < 300; seed++) {
      int regions = 1 + (int) (seed % 6);
      for (boolean tokens : new boolean[] {false, true}) {
        Module m = SiteKernels.kernel(seed, regions, tokens);
        WellFormedTokensTest.assertValid(m, "seed " + seed + " regions " + regions + " tokens " + tokens);
      }
    }
  }

  @Test
  void aSeedNamesItsKernel() {
    for (long seed = 0; seed < 20; seed++) {
      assertEquals(SiteKernels.text(seed, 3, true), SiteKernels.text(seed, 3, true), "seed " + seed);
      assertEquals(IrPrinter.print(SiteKernels.kernel(seed, 3, false)), IrPrinter.print(SiteKernels.kernel(seed, 3, false)),
          "seed " + seed);
    }
    assertNotEquals(SiteKernels.text(1, 3, false), SiteKernels.text(2, 3, false));
  }

  @Test
  void everySiteAndFormShowsUp() {
    Set<SiteKernels.Site> seen = EnumSet.noneOf(SiteKernels.Site.class);
    StringBuilder all = new StringBuilder();
    for (long seed = 0; seed < 60; seed++) {
      String text = SiteKernels.text(seed, 4, seed % 2 == 1);
      all.append(text);
      for (int k = 0; k < 4; k++) {
        String r = "\nr" + k;
        seen.add(text.contains(r + "l:") ? SiteKernels.Site.LOOP : text.contains(r + "m:") ? SiteKernels.Site.THREAD
            : text.contains("@site" + k + "(") ? SiteKernels.Site.CALL : text.contains("%p" + k + " = phi")
            ? SiteKernels.Site.TAIL : text.contains(r + "e:") ? SiteKernels.Site.HOIST : SiteKernels.Site.SINK);
      }
    }
    assertEquals(EnumSet.allOf(SiteKernels.Site.class), seen);
    for (String form : new String[] {"icmp slt i32 %tid", "icmp slt i32 %n", "and i32 %tid, 15", "and i32 %n, 15",
        "@llvm.amdgcn.ballot.i32(i1", "@llvm.amdgcn.readfirstlane.i32(i32", "convergence.anchor()",
        "convergence.loop()", "phi i1 [ true", "icmp eq i32 %g"}) {
      assertTrue(all.toString().contains(form), form);
    }
  }

  @Test
  void regionCountsOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> SiteKernels.text(1, 0, false));
  }
}
