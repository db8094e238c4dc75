package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.testing.PropertyBudget;
import dev.cvg.passes.testing.StandardKernels;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Property over generated kernels: the program generator's (structured, unstructured,
 * irreducible; tokens on odd seeds) and {@link MotionKernels} (rich in motion sites, uniform and
 * divergent, tokens on odd seeds). The guarded pass's output verifies and is never ILLEGAL under
 * the checker, and at least 95% of the kernels it changes are LEGAL rather than UNKNOWN. The
 * rate is printed.
 */
class GeneratedKernelsTest {
  static final int KERNELS = 40;
  static final LegalityOptions OPTIONS = PropertyBudget.OPTIONS;

  static Stream<Arguments> passes() {
    return Stream.of(
        Arguments.of("licm", (Supplier<FunctionPass>) LicmPass::new, Map.of(), 1000L),
        Arguments.of("sink", (Supplier<FunctionPass>) HoistSinkPass::sink, Map.of(), 2000L),
        Arguments.of("hoist-sink<speculate>", (Supplier<FunctionPass>) HoistSinkPass::hoistSink,
            Map.of("speculate", ""), 3000L));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("passes")
  void guardedOutputIsNeverIllegal(String name, Supplier<FunctionPass> pass, Map<String, String> params, long from) {
    int checked = 0;
    int changed = 0;
    int legal = 0;
    for (long n = 0; checked < 2 * KERNELS; n++) {
      boolean motion = n % 2 == 1;
      long seed = from + n / 2;
      Module m = motion ? MotionKernels.kernel(seed, true) : GeneratedKernels.kernel(seed, true);
      if (!Verifiers.valid(m)) {
        continue;
      }
      checked++;
      PassHarness.Result r = PassHarness.run(pass.get(), m, "kernel", params, true);
      String where = name + ", seed " + seed + (motion ? " (MotionKernels)" : " (" + StandardKernels.cycledShape(seed) + ")");
      assertEquals(List.of(), r.verifierMessages(), where + "\n" + IrPrinter.print(r.after()));
      if (!r.changed()) {
        continue;
      }
      changed++;
      Verdict v = r.legality(OPTIONS);
      assertFalse(v instanceof Verdict.Illegal, where + ": performed " + r.performed() + "\n"
          + VerdictPrinter.print(v) + "\n" + IrPrinter.print(m) + "\n" + IrPrinter.print(r.after()));
      legal += v instanceof Verdict.Legal ? 1 : 0;
    }
    System.out.printf("%s: %d kernels, %d changed, %d LEGAL (%.1f%%)%n", name, checked, changed, legal,
        changed == 0 ? 100.0 : 100.0 * legal / changed);
    assertTrue(changed > 0, name + ": no generated kernel changed, the property says nothing");
    assertTrue(legal >= 0.95 * changed, name + ": only " + legal + " of " + changed + " changed kernels LEGAL");
  }

  /**
   * With guards off, the motions the guard refused are performed; the checker must catch most of
   * those kernels (a refusal is a proof obligation not met, not always a visible difference). The
   * count is printed.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource("passes")
  void unguardedOutputIsCaught(String name, Supplier<FunctionPass> pass, Map<String, String> params, long from) {
    int overridden = 0;
    int caught = 0;
    for (long seed = from; seed < from + KERNELS; seed++) {
      Module m = MotionKernels.kernel(seed, true);
      PassHarness.Result r = PassHarness.run(pass.get(), m, "kernel", params, false);
      if (r.refusals().isEmpty() || !r.verifierMessages().isEmpty()) {
        continue;
      }
      overridden++;
      caught += r.legality(OPTIONS) instanceof Verdict.Illegal ? 1 : 0;
    }
    System.out.printf("%s unguarded: %d kernels with overridden refusals, %d caught ILLEGAL%n", name, overridden, caught);
    assertTrue(caught * 2 >= overridden, name + ": only " + caught + " of " + overridden + " caught");
  }
}
