package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * LLVM's own convergent loop-unroll tests (Transforms/LoopUnroll: convergent.ll,
 * convergent.controlled.ll, AMDGPU/ and NVPTX/ unroll-convergent-uniform-tripcount.ll), run with
 * their RUN line's options ({@code -unroll-runtime -unroll-allow-partial} as
 * {@code loop-unroll<partial;runtime>}, pragma counts from the loop metadata): per function, the
 * number of convergent operations (calls of the convergent callee and convergence intrinsics)
 * after cvg's guarded pass equals the number in the test's CHECK lines, except where cvg is
 * documented to do more ({@link #DEVIATIONS}); every output verifies and is not ILLEGAL.
 */
class LlvmUnrollConformanceTest {
  private static final Path DIR = Path.of("/work/shared/conformance/llvm/Transforms/LoopUnroll");
  private static final Pattern OPS = Pattern.compile(
      "call void @f\\(|@llvm\\.amdgcn\\.s\\.barrier\\(\\)|@llvm\\.nvvm\\.shfl\\.down\\.i32\\(|"
          + "@llvm\\.experimental\\.convergence\\.(anchor|loop)\\(\\)");
  private static final Pattern TRIPLE = Pattern.compile("-mtriple=(\\S+)");

  /**
   * Functions where cvg's count differs from LLVM's, with cvg's count and why (file:function).
   */
  static final Map<String, Deviation> DEVIATIONS = Map.of(
      "convergent.ll:pragma_unroll_indivisible_trip_count", new Deviation(2,
          "count 2 on trip count 5: cvg unrolls by 2 without remainder, keeping the exit test in"
              + " copy 0 (iteration 4 lands there); LLVM requires the count to divide the trip"
              + " count and fully unrolls instead"),
      "convergent.controlled.ll:pragma_unroll_indivisible_trip_count", new Deviation(4,
          "as in convergent.ll: 2 calls of @f, the anchor and the heart"),
      "convergent.controlled.ll:extended_loop", new Deviation(4,
          "the anchor's token is used after the loop: LLVM does not unroll such loops (not"
              + " implemented); cvg unrolls by 2 with a remainder whose anchor the use reads"),
      "convergent.controlled.ll:extended_inner_loop_1", new Deviation(13,
          "the inner anchor's token is used after the outer loop: LLVM leaves the loop; cvg"
              + " fully unrolls it (4 copies of the inner loop, the use after it reads the last),"
              + " keeping the unused outer anchor of each copy"),
      "convergent.controlled.ll:extended_inner_loop_2", new Deviation(16,
          "same unrolling as LLVM; cvg keeps the 4 copies of the unused anchor %tok.loop, which"
              + " LLVM deletes as trivially dead"),
      "convergent.controlled.ll:unroll_nest", new Deviation(20,
          "same unrolling as LLVM (the inner loop by 2 keeping both exit tests, the outer loop"
              + " fully); cvg keeps the 4 copies of the unused outer anchor %tok.loop"),
      "unroll-convergent-uniform-tripcount.ll:nvptx:runtime_unroll_uniform_trip_count",
      new Deviation(1, "cvg's NVPTX target model does not read !nvvm.annotations kernel marks:"
          + " %n is a divergent argument of a device function there, so the guard refuses the"
          + " remainder LLVM performs for the kernel"));

  /** What cvg does instead of LLVM. @param cvgOps cvg's count @param why the reason */
  record Deviation(int cvgOps, String why) {}

  static Stream<Arguments> functions() throws Exception {
    List<Arguments> out = new ArrayList<>();
    for (String file : List.of("convergent.ll", "convergent.controlled.ll",
        "AMDGPU/unroll-convergent-uniform-tripcount.ll",
        "NVPTX/unroll-convergent-uniform-tripcount.ll")) {
      Path p = DIR.resolve(file);
      if (!Files.exists(p)) {
        continue;
      }
      String text = Files.readString(p);
      Matcher t = TRIPLE.matcher(text);
      Optional<String> triple = t.find() ? Optional.of(t.group(1)) : Optional.empty();
      Module m = IrParser.parseAsOpt(text, file, triple);
      for (Function f : m.definitions()) {
        out.add(Arguments.of(file, f.name(), m, expectedOps(text, f.name())));
      }
    }
    return out.stream();
  }

  /** Counts the convergent operations in the CHECK lines of {@code fn}'s block. */
  static int expectedOps(String text, String fn) {
    int count = 0;
    boolean in = false;
    for (String line : text.split("\n")) {
      if (line.startsWith("; CHECK-LABEL:")) {
        in = Pattern.compile("@" + Pattern.quote(fn) + "(\\(|\\s*$)").matcher(line).find();
        continue;
      }
      if (in && line.startsWith("; CHECK") && !line.startsWith("; CHECK-NOT")) {
        Matcher m = OPS.matcher(line);
        while (m.find()) {
          count++;
        }
      }
    }
    return count;
  }

  static int ops(String printed) {
    int count = 0;
    for (String line : printed.split("\n")) {
      if (line.startsWith("declare")) {
        continue;
      }
      Matcher m = OPS.matcher(line);
      while (m.find()) {
        count++;
      }
    }
    return count;
  }

  @ParameterizedTest(name = "{0} @{1}")
  @MethodSource("functions")
  void guardedPassAgreesWithLlvmOrGoesBeyondLegally(String file, String fn, Module m,
      int llvmOps) {
    Assumptions.assumeTrue(Files.isDirectory(DIR), "LLVM conformance tests not present");
    UnrollRun r = UnrollRun.of(m, fn, Map.of("partial", "", "runtime", ""), true);
    String where = file + " @" + fn + "\n" + r.printed() + "\nperformed " + r.performed
        + "\nrefused " + r.refused + "\nskipped " + r.skipped;
    System.out.println("cvg-vs-llvm " + file + " @" + fn + " llvm=" + llvmOps + " cvg=" + ops(r.printed())
        + " " + r.performed + " " + r.refused);
    assertEquals(List.of(), r.verifierMessages(), where);
    String key = file.replaceFirst(".*/", "") + (file.startsWith("NVPTX") ? ":nvptx:" : ":") + fn;
    Deviation d = DEVIATIONS.get(key);
    assertEquals(d == null ? llvmOps : d.cvgOps(), ops(r.printed()), where);
    Verdict v = r.verdict(LegalityOptions.defaults());
    assertFalse(v instanceof Verdict.Illegal, where + "\n" + VerdictPrinter.print(v));
    if (d != null || !r.performed.isEmpty()) {
      assertTrue(v instanceof Verdict.Legal, where + "\n" + VerdictPrinter.print(v));
    }
  }
}
