package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.PropertyBudget;
import dev.cvg.passes.testing.Verifiers;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The guarded pass, run by the pass manager, over generated kernels (mixed shapes, then forced
 * irreducible ones; tokens on odd seeds): no round is rolled back, every result passes the IR and
 * convergence verifiers and is never ILLEGAL, and at
 * least 95% of the kernels it changes are LEGAL rather than UNKNOWN. Every failure names the seed.
 */
class SimplifyCfgPropertyTest {
  private static final LegalityOptions OPTIONS = PropertyBudget.OPTIONS;

  /** Counts of one campaign. */
  private static final class Tally {
    int kernels;
    int changed;
    int legal;
    int unknown;
    int refusals;
    int sites;
  }

  private static Tally campaign(long from, int count, RandomCfg.Shape shape) {
    Tally t = new Tally();
    for (long seed = from; t.kernels < count; seed++) {
      Optional<Module> k = Kernels.kernel(seed, shape, 30);
      if (k.isEmpty()) {
        continue;
      }
      t.kernels++;
      Module m = k.get();
      PassRun run = PassRun.of(new SimplifyCfg(), m, "kernel", true);
      t.refusals += run.refused().size();
      t.sites += run.performed().size();
      final long s = seed;
      assertTrue(run.rollbacks().isEmpty(), () -> "seed " + s + ": the pass manager rolled back a round: "
          + run.rollbacks() + "\ninput:\n" + IrPrinter.print(m));
      Verifiers.firstProblem(run.module()).ifPresent(p -> fail("seed " + s + ": invalid output: " + p
          + "\ninput:\n" + IrPrinter.print(m) + "\noutput:\n" + Check.print(run)));
      if (run.performed().isEmpty()) {
        continue;
      }
      t.changed++;
      Verdict v = Check.legality(m, run, OPTIONS);
      if (v instanceof Verdict.Illegal) {
        fail("seed " + s + " (shape " + shape + "): guarded simplifycfg is ILLEGAL\n" + VerdictPrinter.print(v)
            + "\nperformed: " + run.performed() + "\ninput:\n" + IrPrinter.print(m) + "\noutput:\n" + Check.print(run));
      }
      if (v instanceof Verdict.Legal) {
        t.legal++;
      } else {
        t.unknown++;
      }
    }
    System.out.printf("simplifycfg property (shape %s, seeds from %d): %d kernels, %d changed (%d sites,"
        + " %d refusals), %d LEGAL, %d UNKNOWN%n", shape == null ? "mixed" : shape, from, t.kernels,
        t.changed, t.sites, t.refusals, t.legal, t.unknown);
    return t;
  }

  private static void assertRate(Tally t, String what) {
    assertTrue(t.changed > 0, what + ": no kernel changed");
    assertTrue(t.legal * 100 >= 95 * t.changed, what + ": only " + t.legal + " of " + t.changed
        + " changed kernels LEGAL (the rest UNKNOWN)");
  }

  @Test
  void mixedShapesStayLegal() {
    assertRate(campaign(1, 60, null), "mixed shapes");
  }

  @Test
  void irreducibleShapesStayLegal() {
    assertRate(campaign(1000, 30, RandomCfg.Shape.IRREDUCIBLE), "irreducible shapes");
  }
}
