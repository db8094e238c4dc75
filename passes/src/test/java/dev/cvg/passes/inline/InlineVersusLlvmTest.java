package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.testing.LlvmTools;
import dev.cvg.passes.testing.Verifiers;
import dev.cvg.target.Targets;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * cvg's {@code inline} against {@code opt-22 -passes='cgscc(inline)'} on the generated kernels
 * with calls of {@link InlineKernelsPropertyTest} (the same seeds, so every step of cvg counted
 * here is checked there): inlined call sites and convergent operations copied, per control mode.
 * Without tokens the two inline exactly the same call sites; with tokens cvg also inlines the
 * calls LLVM refuses (a convergent kernel without tokens, Inferring Tokens), and never produces
 * IR that fails the verifier.
 */
class InlineVersusLlvmTest {
  private static final Pattern OPS = Pattern.compile("inlined @(\\S+): \\d+ instructions, (\\d+) convergent");

  @Test
  void sameCallSitesWithoutTokensAndMoreWithThem() throws Exception {
    LlvmTools.opt();
    Map<String, Integer> table = new TreeMap<>();
    int kernels = 0;
    for (long seed = 1; kernels < InlineKernelsPropertyTest.KERNELS; seed++) {
      Module m = CallKernels.of(seed);
      if (Verifiers.firstProblem(m).isPresent()) {
        continue;
      }
      kernels++;
      String mode = "mode " + seed % 4;
      InlineRun run = InlineRun.run(m, true, Map.of());
      int sites = 0;
      int ops = 0;
      for (InlineRun.Performed p : run.performed) {
        Matcher x = OPS.matcher(p.what());
        if (x.find()) {
          sites++;
          ops += Integer.parseInt(x.group(2));
        }
      }
      OptInline.Result llvm = OptInline.run(IrPrinter.print(m));
      int llvmOps = llvm.inlined().stream().mapToInt(c -> convergentOps(m, c)).sum();
      if (seed % 4 == 0) {
        assertEquals(llvm.inlined().size(), sites, "seed " + seed + ": call sites inlined by opt-22 vs cvg\n"
            + IrPrinter.print(m));
      }
      table.merge(mode + " cvg sites", sites, Integer::sum);
      table.merge(mode + " llvm sites", llvm.inlined().size(), Integer::sum);
      table.merge(mode + " cvg convergent ops", ops, Integer::sum);
      table.merge(mode + " llvm convergent ops", llvmOps, Integer::sum);
      table.merge(mode + " llvm output broken", llvm.verifies() ? 0 : 1, Integer::sum);
      table.merge(mode + " kernels", 1, Integer::sum);
      long s = seed;
      assertTrue(Verifiers.firstProblem(run.result).isEmpty(), () -> "seed " + s);
    }
    System.out.println("inline vs opt-22: " + table);
    assertTrue(table.getOrDefault("mode 2 cvg sites", 0) > table.getOrDefault("mode 2 llvm sites", 0), table.toString());
  }

  /** Returns the convergent operations (control intrinsics not counted) of {@code @callee}. */
  static int convergentOps(Module m, String callee) {
    Function f = m.function(callee).orElseThrow();
    ConvergenceControl cc = ConvergenceControl.of(m, f, Targets.forModule(m, Optional.empty()));
    return (int) cc.convergentOps().stream().filter(op -> cc.definition(op).isEmpty()).count();
  }
}
