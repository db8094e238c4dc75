package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.target.TargetRules;
import dev.cvg.testkit.ExpectedFailures;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code print<uniformity>} RUN line of LLVM's UniformityAnalysis corpus
 * ({@code conformance/llvm/Analysis/UniformityAnalysis}) through cvg's analysis and the file's
 * own CHECK lines with {@code FileCheck-22} (skipped when it is not installed).
 *
 * <p>Files listed in {@code golden/uniformity/conformance-xfail.txt} are expected to fail, each
 * with its reason and the first line of the diagnostic its failure produces. The list stays
 * exact: a listed file that passes, fails with another diagnostic, or does not exist is a
 * failure too. A summary with pass counts per folder is printed after the run.
 */
class UniformityConformanceTest {
  static final Path CORPUS = Path.of("src/test/resources/conformance/llvm/Analysis/UniformityAnalysis");
  static final Path XFAIL = Path.of("src/test/resources/golden/uniformity/conformance-xfail.txt");
  /** Folder to file to whether every RUN line of the file passed so far. */
  private static final Map<String, Map<String, Boolean>> TALLY = new TreeMap<>();

  @TestFactory
  Stream<DynamicTest> corpus() throws IOException {
    Map<String, ExpectedFailures.Entry> xfail = ExpectedFailures.read(XFAIL);
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> files = Files.walk(CORPUS)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".ll")).sorted().toList()) {
        String rel = CORPUS.relativize(file).toString();
        List<OptRunLine> runs = OptRunLine.of(file);
        for (int k = 0; k < runs.size(); k++) {
          OptRunLine run = runs.get(k);
          String name = rel + (runs.size() > 1 ? "#" + (k + 1) : "");
          tests.add(DynamicTest.dynamicTest(name, () -> check(file, rel, name, run, xfail.get(rel))));
        }
      }
    }
    return tests.stream();
  }

  private static void check(Path file, String rel, String name, OptRunLine run,
      ExpectedFailures.Entry expected) throws IOException, InterruptedException {
    String folder = rel.contains("/") ? rel.substring(0, rel.lastIndexOf('/')) : ".";
    String verdict;
    try {
      Module m = IrParser.parse(Files.readString(file), file.toString());
      CheckLines.Result r = CheckLines.run(file, run.fileCheckArgs(), UniformityOpt.output(m, run));
      verdict = r.passed() ? "" : r.diagnostics();
    } catch (ParseException e) {
      verdict = "parse error: " + e.render();
    }
    boolean passed = verdict.isEmpty();
    tally(folder, rel, passed);
    if (expected != null) {
      assertFalse(passed, name + " passes but is listed as expected to fail (" + expected.reason() + ")");
      assertEquals(expected.failure(), ExpectedFailures.diagnostic(verdict, file, rel),
          name + " fails, but not as listed in " + XFAIL.getFileName() + " (update the failure: line"
              + " if the reason still holds):\n" + verdict);
      return;
    }
    assertTrue(passed, name + " failed:\n" + verdict);
  }

  /** Every expected failure names a file of the corpus with a {@code print<uniformity>} RUN line. */
  @Test
  void expectedFailuresNameCorpusFiles() throws IOException {
    Map<String, ExpectedFailures.Entry> xfail = ExpectedFailures.read(XFAIL);
    assertFalse(xfail.isEmpty(), "no entries read from " + XFAIL);
    for (String rel : xfail.keySet()) {
      Path file = CORPUS.resolve(rel);
      assertTrue(Files.isRegularFile(file), XFAIL.getFileName() + " lists " + rel + ", which is not in " + CORPUS);
      assertFalse(OptRunLine.of(file).isEmpty(), XFAIL.getFileName() + " lists " + rel + ", which has no print<uniformity> RUN line");
    }
  }

  /**
   * The expected-failure reason given for join-at-loop-heart.ll, made a test: with LLVM 22's rules
   * and options the file's CHECK lines (the header phi divergent) do pass.
   */
  @Test
  void joinAtLoopHeartPassesWithLlvm22Rules() throws Exception {
    Path file = CORPUS.resolve("AMDGPU/join-at-loop-heart.ll");
    Module m = IrParser.parse(Files.readString(file), file.toString());
    OptRunLine run = OptRunLine.of(file).get(0);
    CheckLines.Result r = CheckLines.run(file, run.fileCheckArgs(),
        UniformityOpt.output(m, run, TargetRules.LLVM_22, UniformityOptions.llvm22()));
    assertTrue(r.passed(), r.diagnostics());
  }

  private static synchronized void tally(String folder, String file, boolean passed) {
    TALLY.computeIfAbsent(folder, k -> new TreeMap<>()).merge(file, passed, Boolean::logicalAnd);
  }

  @AfterAll
  static void summary() {
    int pass = 0;
    int total = 0;
    for (Map.Entry<String, Map<String, Boolean>> e : TALLY.entrySet()) {
      long ok = e.getValue().values().stream().filter(b -> b).count();
      System.out.printf("uniformity conformance %-20s %3d / %3d files pass%n", e.getKey(), ok, e.getValue().size());
      pass += (int) ok;
      total += e.getValue().size();
    }
    System.out.printf("uniformity conformance %-20s %3d / %3d files pass%n", "TOTAL", pass, total);
  }
}
