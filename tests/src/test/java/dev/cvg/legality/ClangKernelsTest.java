package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.cli.fuzz.LlvmPasses;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.target.Targets;
import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Real clang-22 output (OpenCL C and HIP kernels for gfx900, {@code kernels/clang/}, made by its
 * {@code build.sh}): every file parses, verifies and prints back to text that parses to the same
 * printed form; every function LLVM 22's campaign pipelines ({@link LlvmPasses#CAMPAIGN}) change
 * in the SSA versions ({@code *.ssa.ll}; the -O0 files with {@code -Dcvg.clang.o0=true}) is LEGAL or UNKNOWN under {@code cvg check}, except the
 * pairs of {@link #KNOWN_ILLEGAL}, each with the reason; an entry that stops being ILLEGAL fails
 * the test so that the list shrinks.
 */
class ClangKernelsTest {
  private static final Path DIR = Path.of("src/test/resources/kernels/clang");

  /** A budget small enough for about 200 pairs on a loaded machine (one argument set). */
  private static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(1));

  /** Pairs {@code kernel|pipeline|@function} known to be ILLEGAL, with the reason. */
  private static final Map<String, String> KNOWN_ILLEGAL = Map.of();

  private static List<Path> files(String suffix) throws IOException {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.filter(p -> p.getFileName().toString().endsWith(suffix)).sorted().toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> clangOutputParsesVerifiesAndRoundTrips() throws IOException {
    List<Path> all = files(".ll");
    assertEquals(46, all.size(), "23 kernels at -O0 and after sroa,mem2reg");
    return all.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      Module m = IrParser.parse(Files.readString(p), p.getFileName().toString());
      assertEquals(List.of(), IrVerifier.verify(m), p + " is valid IR");
      assertEquals(List.of(), ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())),
          p + " follows the convergence rules");
      String printed = IrPrinter.print(m);
      assertEquals(printed, IrPrinter.print(IrParser.parse(printed, p + " printed")), p + " round-trips");
    }));
  }

  /**
   * The files whose pipeline outputs are checked: the SSA versions by default;
   * {@code -Dcvg.clang.o0=true} checks the -O0 files (allocas, addrspacecasts) instead.
   */
  private static List<Path> checkedFiles() throws IOException {
    boolean o0 = Boolean.getBoolean("cvg.clang.o0");
    return files(".ll").stream().filter(p -> p.getFileName().toString().endsWith(".ssa.ll") != o0).toList();
  }

  @TestFactory
  Stream<DynamicTest> llvmPipelinesOnClangKernelsAreNotIllegal() throws IOException {
    return checkedFiles().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
      Llvm22.assume("opt-22");
      String kernel = p.getFileName().toString().replace(".ll", "");
      String text = Files.readString(p);
      Map<String, String> verdicts = new TreeMap<>();
      List<String> failures = new ArrayList<>();
      for (String pass : LlvmPasses.CAMPAIGN) {
        for (LlvmPassCampaign.Pair pair : LlvmPassCampaign.run(pass, text, kernel, OPTIONS)) {
          String key = kernel + "|" + pass + "|@" + pair.function();
          verdicts.put(key, pair.verdict().word());
          boolean illegal = pair.verdict() instanceof Verdict.Illegal;
          if (illegal != KNOWN_ILLEGAL.containsKey(key)) {
            failures.add(illegal ? pair.describe() : key + " is no longer ILLEGAL (" + pair.verdict().word()
                + "): remove it from KNOWN_ILLEGAL");
          }
        }
      }
      verdicts.forEach((k, v) -> System.out.println("clang kernel " + k + " -> " + v));
      if (!failures.isEmpty()) {
        fail(String.join("\n", failures));
      }
    }));
  }
}
