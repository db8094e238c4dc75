package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Switch;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.LlvmTools;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * On convergence-free generated kernels simplifycfg is the ordinary optimisation: it removes
 * blocks and folds branches as {@code opt-22 -passes=simplifycfg} does on the same input
 * (counted, and printed for the report), and every result keeps each thread's results (the
 * legality checker's oracle comparison is never ILLEGAL, and LEGAL for kernels that terminate).
 * Failures name the seed.
 */
class SimplifyCfgOptComparisonTest {
  private static final int KERNELS = 60;
  private static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 32)).withArgumentSets(2));

  private static int blocks(Function f) {
    return f.blocks().size();
  }

  private static int branches(Function f) {
    int n = 0;
    for (Block b : f.blocks()) {
      var t = b.terminator().orElse(null);
      if (t instanceof CondBr || t instanceof Switch) {
        n++;
      }
    }
    return n;
  }

  @Test
  void removesBlocksAndFoldsBranchesLikeOpt() throws Exception {
    LlvmTools.opt();
    int before = 0;
    int cvgBlocks = 0;
    int optBlocks = 0;
    int branchesBefore = 0;
    int cvgBranches = 0;
    int optBranches = 0;
    int kernels = 0;
    int cvgAtMostOpt = 0;
    int changed = 0;
    int legal = 0;
    for (long seed = 1; kernels < KERNELS; seed++) {
      Optional<Module> k = Kernels.kernel(seed, null, 0);
      if (k.isEmpty()) {
        continue;
      }
      kernels++;
      Module m = k.get();
      Function f = m.function("kernel").orElseThrow();
      PassRun run = PassRun.of(new SimplifyCfg(), m, "kernel", true);
      final long s = seed;
      assertTrue(run.refused().isEmpty(), () -> "seed " + s + ": refusals without convergence: " + run.refused());
      assertTrue(run.rollbacks().isEmpty(), () -> "seed " + s + ": rolled back: " + run.rollbacks());
      Verifiers.firstProblem(run.module()).ifPresent(p -> { throw new AssertionError("seed " + s + ": " + p); });
      Module opt = IrParser.parse(LlvmTools.opt(IrPrinter.print(m), List.of("-passes=simplifycfg")), "opt-" + seed + ".ll");
      Function o = opt.function("kernel").orElseThrow();
      before += blocks(f);
      cvgBlocks += blocks(run.after());
      optBlocks += blocks(o);
      branchesBefore += branches(f);
      cvgBranches += branches(run.after());
      optBranches += branches(o);
      if (blocks(run.after()) <= blocks(o)) {
        cvgAtMostOpt++;
      }
      if (!run.performed().isEmpty()) {
        Verdict v = Check.legality(m, run, OPTIONS);
        assertTrue(!(v instanceof Verdict.Illegal), () -> "seed " + s + ": per-thread results changed\n"
            + VerdictPrinter.print(v) + "\n" + IrPrinter.print(m) + "\n" + Check.print(run));
        changed++;
        legal += v instanceof Verdict.Legal ? 1 : 0;
      }
    }
    System.out.printf("simplifycfg vs opt-22 on %d convergence-free kernels: blocks %d -> cvg %d, opt-22 %d;"
        + " conditional branches/switches %d -> cvg %d, opt-22 %d; cvg has at most opt's blocks on %d kernels;"
        + " %d changed by cvg, %d of them LEGAL (the others UNKNOWN: inputs that do not terminate)%n",
        kernels, before, cvgBlocks, optBlocks, branchesBefore, cvgBranches, optBranches, cvgAtMostOpt, changed, legal);
    int cvgRemoved = before - cvgBlocks;
    int optRemoved = before - optBlocks;
    assertTrue(legal * 100 >= 90 * changed, legal + " of " + changed + " changed kernels LEGAL");
    assertTrue(cvgRemoved * 10 >= optRemoved * 9, "cvg removed " + cvgRemoved + " blocks, opt-22 " + optRemoved
        + ": less than 90% of LLVM's");
  }
}
