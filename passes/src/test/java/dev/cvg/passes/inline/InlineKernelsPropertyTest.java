package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.Verifiers;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Property over generated kernels with calls ({@link CallKernels}: without tokens, with tokens,
 * and convergent kernels without tokens calling callees with tokens; structured, unstructured
 * and irreducible shapes): the guarded pass's every step verifies, is never ILLEGAL, and is
 * LEGAL (not UNKNOWN) for at least 95% of the steps.
 */
class InlineKernelsPropertyTest {
  static final int KERNELS = 64;

  @Test
  void guardedInliningIsNeverIllegalAndMostlyProvenLegal() {
    Map<String, Integer> counts = new TreeMap<>();
    int kernels = 0;
    for (long seed = 1; kernels < KERNELS; seed++) {
      Module m = CallKernels.of(seed);
      if (Verifiers.firstProblem(m).isPresent()) {
        counts.merge("invalid inputs skipped", 1, Integer::sum);
        continue;
      }
      kernels++;
      InlineRun run = InlineRun.run(m, true, Map.of());
      long s = seed;
      Verifiers.firstProblem(run.result).ifPresent(msg -> fail("seed " + s + ": the output does not verify: " + msg
          + "\n" + IrPrinter.print(run.result)));
      counts.merge("calls inlined", run.performed.size(), Integer::sum);
      run.decisions.stream().filter(d -> !d.decision().allowed()).forEach(d -> counts.merge("refused: "
          + ((dev.cvg.passes.framework.GuardDecision.Refuse) d.decision()).reason().replaceAll("[%@][\\w.]+", "X")
              .replaceAll(";.*", ""), 1, Integer::sum));
      for (Verdict v : Checks.verdicts(run, Checks.FAST)) {
        if (v instanceof Verdict.Illegal) {
          fail("seed " + s + ": ILLEGAL\n" + VerdictPrinter.print(v) + "\nbefore:\n" + IrPrinter.print(m)
              + "\nafter:\n" + IrPrinter.print(run.result));
        }
        counts.merge("mode " + (seed % 4) + " " + v.word(), 1, Integer::sum);
        counts.merge(v.word(), 1, Integer::sum);
      }
    }
    int legal = counts.getOrDefault("LEGAL", 0);
    int unknown = counts.getOrDefault("UNKNOWN", 0);
    System.out.println("inline property over " + KERNELS + " kernels: " + counts);
    assertTrue(legal > 0 && legal >= 0.95 * (legal + unknown), "LEGAL rate too low: " + counts);
  }
}
