package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.StandardKernels;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The guarded pass over generated kernels: its output always passes the IR and convergence
 * verifiers and is never ILLEGAL under the legality checker, and at least 95% of the kernels it
 * changes are proven or checked LEGAL (not UNKNOWN). Two generators: {@link CountedLoopKernels}
 * (counted loops of every shape the pass handles, with every kind of convergence control) and
 * the project's {@link KernelGenerator} (structured, unstructured and irreducible CFGs, tokens on
 * odd seeds), whose loops mostly have no canonical exit and must be left alone.
 */
class UnrollPropertyTest {
  static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 3, 32)).withArgumentSets(2));
  static final List<Map<String, String>> PARAMS = List.of(Map.of(), Map.of("partial", ""),
      Map.of("runtime", ""), Map.of("count", "2", "runtime", ""), Map.of("count", "4", "runtime", ""),
      Map.of("count", "3", "runtime", ""));

  @Test
  void countedLoopKernelsAreNeverIllegal() {
    int changed = 0;
    int legal = 0;
    for (long seed = 0; seed < 80; seed++) {
      CountedLoopKernels.Control control =
          CountedLoopKernels.Control.values()[(int) (seed % CountedLoopKernels.Control.values().length)];
      Module m = CountedLoopKernels.kernel(seed, control);
      Map<String, String> params = PARAMS.get((int) (seed / 5 % PARAMS.size()));
      int[] counts = check("counted seed " + seed + " " + control + " " + params, m, params);
      changed += counts[0];
      legal += counts[1];
    }
    System.out.println("loop-unroll property (counted loops): " + changed + " of 80 kernels changed, "
        + legal + " LEGAL");
    assertTrue(changed >= 40, "too few kernels changed: " + changed);
    assertTrue(legal * 100 >= changed * 95, legal + " LEGAL of " + changed + " changed");
  }

  @Test
  void generatedKernelsAreNeverIllegal() {
    int changed = 0;
    int legal = 0;
    int checked = 0;
    for (long seed = 0; seed < 40; seed++) {
      FlowGraph cfg = RandomCfg.mixed(seed, 10);
      if (!KernelGenerator.canTerminate(cfg)) {
        continue; // a kernel that may run forever cannot be compared by running it
      }
      Module m = StandardKernels.generate(cfg, seed, KernelGenerator.Options.defaults().convergentOpPercent());
      if (!Verifiers.valid(m)) {
        continue;
      }
      checked++;
      int[] counts = check("generated seed " + seed, m, Map.of("count", "2", "runtime", ""));
      changed += counts[0];
      legal += counts[1];
    }
    System.out.println("loop-unroll property (generated kernels): " + checked + " of 40 seeds valid"
        + " and terminating, " + changed + " changed, " + legal + " LEGAL");
    assertTrue(legal * 100 >= changed * 95, legal + " LEGAL of " + changed + " changed");
  }

  /** Returns {changed, legal} (0 or 1 each) after checking the run on {@code m}. */
  private static int[] check(String what, Module m, Map<String, String> params) {
    UnrollRun r = UnrollRun.of(m, "kernel", params, true);
    String where = what + "\n" + r.printed() + "\nperformed " + r.performed + "\nrefused "
        + r.refused;
    assertEquals(List.of(), r.verifierMessages(), where);
    if (r.performed.isEmpty()) {
      return new int[] {0, 0};
    }
    Verdict v = r.verdict(OPTIONS);
    assertFalse(v instanceof Verdict.Illegal, where + "\n" + VerdictPrinter.print(v));
    if (!(v instanceof Verdict.Legal)) {
      System.out.println("not proven LEGAL: " + what + ": " + VerdictPrinter.print(v).lines()
          .limit(4).toList());
      if (Boolean.getBoolean("cvg.debugUnroll")) {
        System.out.println(dev.cvg.ir.text.IrPrinter.print(m) + "\n=====\n" + r.printed());
      }
    }
    return new int[] {1, v instanceof Verdict.Legal ? 1 : 0};
  }
}
