package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.LlvmTools;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Beyond LLVM, measured on {@link DiamondKernels}: LLVM's SimplifyCFG never hoists or sinks a
 * convergent call; cvg merges the copies of a convergent operation from both arms of a uniform
 * branch (and anchors in acyclic flow), and every such result is LEGAL. With guards off the
 * merges across divergent branches happen too, and the checker calls them ILLEGAL.
 */
class SimplifyCfgBeyondLlvmTest {
  private static final int KERNELS = 60;

  /** Counts convergent calls ({@code @subgroupAdd} and anchors) in printed IR. */
  static long convergentCalls(String ir) {
    return ir.lines().filter(l -> l.contains("call ")
        && (l.contains("@subgroupAdd(") || l.contains("convergence.anchor()"))).count();
  }

  @Test
  void mergesConvergentOperationsOfUniformBranchesLlvmKeeps() throws Exception {
    LlvmTools.opt();
    long input = 0;
    long cvg = 0;
    long opt = 0;
    int legal = 0;
    int caught = 0;
    int forcedDivergent = 0;
    for (long seed = 1; seed <= KERNELS; seed++) {
      DiamondKernels.Kernel k = DiamondKernels.of(seed);
      Module m = IrParser.parse(k.text(), "diamond-" + seed + ".ll");
      PassRun run = PassRun.of(new SimplifyCfg(), m, "kernel", true);
      final long s = seed;
      Verifiers.firstProblem(run.module()).ifPresent(p -> { throw new AssertionError("seed " + s + ": " + p); });
      long before = convergentCalls(k.text());
      long after = convergentCalls(Check.print(run));
      input += before;
      cvg += after;
      opt += convergentCalls(LlvmTools.opt(k.text(), List.of("-passes=simplifycfg")));
      Verdict v = Check.legality(m, run, LegalityOptions.defaults());
      assertEquals("LEGAL", v.word(), () -> "seed " + s + " (" + k + ")\n" + VerdictPrinter.print(v) + "\n" + Check.print(run));
      legal++;
      if (k.uniform()) {
        assertTrue(run.refused().isEmpty(), () -> "seed " + s + ": refused at a uniform branch: " + run.refused());
      } else {
        PassRun forced = PassRun.of(new SimplifyCfg(), m, "kernel", false);
        if (convergentCalls(Check.print(forced)) < after) {
          forcedDivergent++;
          Verdict fv = Check.legality(m, forced, LegalityOptions.defaults());
          assertEquals("ILLEGAL", fv.word(), () -> "seed " + s + ": unguarded merge across a divergent branch\n"
              + VerdictPrinter.print(fv) + "\n" + Check.print(forced));
          caught++;
        }
      }
    }
    System.out.printf("simplifycfg beyond LLVM on %d diamond kernels: convergent calls %d -> cvg %d (%d merged,"
        + " all %d results LEGAL), opt-22 %d (%d merged); guards off: %d merges across divergent branches,"
        + " %d caught ILLEGAL%n", KERNELS, input, cvg, input - cvg, legal, opt, input - opt, forcedDivergent, caught);
    assertTrue(input - cvg > input - opt, "cvg merged no more convergent operations than opt-22");
  }
}
