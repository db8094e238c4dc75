package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.LlvmTools;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * cvg's guarded loop-unroll against {@code opt-22 -passes=loop-unroll -unroll-runtime
 * -unroll-allow-partial} on the same counted-loop kernels ({@link CountedLoopKernels}), cvg run
 * as {@code loop-unroll<partial;runtime>}: on convergence-free code both unroll the same loops
 * and cvg keeps every thread's results (checker LEGAL); on convergent code, the number of
 * convergent operations each duplicates, every cvg output not ILLEGAL.
 */
class UnrollVersusOptTest {
  private static final List<String> OPT_ARGS =
      List.of("-passes=loop-unroll", "-unroll-runtime", "-unroll-allow-partial");
  private static final List<String> ROTATE_ARGS = List.of(
      "-passes=loop(loop-rotate),loop-unroll", "-unroll-runtime", "-unroll-allow-partial");
  private static final Map<String, String> CVG = Map.of("partial", "", "runtime", "");

  @Test
  void convergenceFreeLoopsAreUnrolledLikeLlvm() throws Exception {
    LlvmTools.opt();
    int both = 0;
    int onlyCvg = 0;
    int onlyOpt = 0;
    int neither = 0;
    int legal = 0;
    int rotated = 0;
    int kernels = 40;
    for (long seed = 0; seed < kernels; seed++) {
      String text = CountedLoopKernels.text(seed, CountedLoopKernels.Control.NONE);
      Module m = CountedLoopKernels.kernel(seed, CountedLoopKernels.Control.NONE);
      UnrollRun r = UnrollRun.of(m, "kernel", CVG, true);
      boolean cvg = count(r.printed(), "store volatile") > 1;
      boolean llvm = count(LlvmTools.opt(text, OPT_ARGS), "store volatile") > 1;
      rotated += count(LlvmTools.opt(text, ROTATE_ARGS), "store volatile") > 1 ? 1 : 0;
      both += cvg && llvm ? 1 : 0;
      onlyCvg += cvg && !llvm ? 1 : 0;
      onlyOpt += !cvg && llvm ? 1 : 0;
      neither += !cvg && !llvm ? 1 : 0;
      if (cvg) {
        Verdict v = r.verdict(UnrollPropertyTest.OPTIONS);
        assertFalse(v instanceof Verdict.Illegal, "seed " + seed + "\n" + VerdictPrinter.print(v));
        legal += v instanceof Verdict.Legal ? 1 : 0;
      }
    }
    System.out.printf("loop-unroll vs opt-22, convergence-free (%d kernels): both unroll %d, only"
        + " cvg %d, only opt-22 %d, neither %d; opt-22 after loop-rotate unrolls %d; cvg outputs"
        + " LEGAL %d of %d%n", kernels, both, onlyCvg, onlyOpt, neither, rotated, legal,
        both + onlyCvg);
    assertTrue(onlyOpt * 10 <= both + onlyOpt, "opt-22 unrolls loops cvg leaves: " + onlyOpt);
    assertTrue(legal == both + onlyCvg, "per-thread results must be kept: " + legal);
  }

  @Test
  void convergentOperationsUnrolledBeyondLlvm() throws Exception {
    LlvmTools.opt();
    Map<CountedLoopKernels.Control, int[]> table = new EnumMap<>(CountedLoopKernels.Control.class);
    for (long seed = 0; seed < 60; seed++) {
      CountedLoopKernels.Control control =
          CountedLoopKernels.Control.values()[1 + (int) (seed % 4)];
      String text = CountedLoopKernels.text(seed, control);
      Module m = CountedLoopKernels.kernel(seed, control);
      int before = count(text, "wave.reduce.umax.i32(i32");
      UnrollRun r = UnrollRun.of(m, "kernel", CVG, true);
      int cvg = count(r.printed(), "wave.reduce.umax.i32(i32") - before;
      int llvm = count(LlvmTools.opt(text, OPT_ARGS), "wave.reduce.umax.i32(i32") - before;
      int rot = count(LlvmTools.opt(text, ROTATE_ARGS), "wave.reduce.umax.i32(i32") - before;
      int[] row = table.computeIfAbsent(control, k -> new int[8]);
      row[5] += rot > 0 ? 1 : 0;
      row[6] += rot;
      row[0]++;
      row[1] += cvg > 0 ? 1 : 0;
      row[2] += llvm > 0 ? 1 : 0;
      row[3] += cvg;
      row[4] += llvm;
      if (cvg > 0) {
        Verdict v = r.verdict(UnrollPropertyTest.OPTIONS);
        assertFalse(v instanceof Verdict.Illegal, "seed " + seed + " " + control + "\n"
            + r.printed() + "\n" + VerdictPrinter.print(v));
        row[7] += v instanceof Verdict.Legal ? 1 : 0;
      }
    }
    System.out.println("loop-unroll vs opt-22 on convergent kernels (AMDGPU, partial+runtime):");
    System.out.println("control | kernels | loops unrolled cvg / opt-22 / rotate+opt-22"
        + " | convergent ops added cvg / opt-22 / rotate+opt-22 | cvg LEGAL");
    table.forEach((k, row) -> System.out.printf("%s | %d | %d / %d / %d | %d / %d / %d | %d of %d%n",
        k, row[0], row[1], row[2], row[5], row[3], row[4], row[6], row[7], row[1]));
  }

  static int count(String text, String needle) {
    int n = 0;
    for (String line : text.split("\n")) {
      if (!line.startsWith("declare") && line.contains(needle)) {
        n++;
      }
    }
    return n;
  }
}
