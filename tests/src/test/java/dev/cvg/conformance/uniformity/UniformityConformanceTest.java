package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Runs every {@code print<uniformity>} RUN line of LLVM's UniformityAnalysis corpus
 * ({@code conformance/llvm/Analysis/UniformityAnalysis}) through cvg's analysis and the file's
 * own CHECK lines with {@code FileCheck-22} (skipped when it is not installed).
 *
 * <p>Files listed in {@code golden/uniformity/conformance-xfail.txt} are expected to fail, each
 * with its reason; such a file passing is a failure too (remove it from the list), so the list
 * stays exact. A summary with pass counts per folder is printed after the run.
 */
class UniformityConformanceTest {
  static final Path CORPUS = Path.of("src/test/resources/conformance/llvm/Analysis/UniformityAnalysis");
  static final Path XFAIL = Path.of("src/test/resources/golden/uniformity/conformance-xfail.txt");
  private static final Map<String, int[]> TALLY = new TreeMap<>();

  @TestFactory
  Stream<DynamicTest> corpus() throws IOException {
    assumeTrue(FileCheck22.available(), FileCheck22.TOOL + " is not on PATH; conformance run skipped");
    Map<String, String> xfail = ExpectedFailures.read(XFAIL);
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

  private static void check(Path file, String rel, String name, OptRunLine run, String reason)
      throws IOException, InterruptedException {
    String folder = rel.contains("/") ? rel.substring(0, rel.lastIndexOf('/')) : ".";
    String verdict;
    try {
      Module m = IrParser.parse(Files.readString(file), file.toString());
      FileCheck22.Result r = FileCheck22.run(file, run.fileCheckArgs(), UniformityOpt.output(m, run));
      verdict = r.passed() ? "" : r.diagnostics();
    } catch (ParseException e) {
      verdict = "parse error: " + e.render();
    }
    boolean passed = verdict.isEmpty();
    tally(folder, passed);
    if (reason != null) {
      assertFalse(passed, name + " passes but is listed as expected to fail (" + reason + ")");
      return;
    }
    assertTrue(passed, name + " failed:\n" + verdict);
  }

  private static synchronized void tally(String folder, boolean passed) {
    int[] t = TALLY.computeIfAbsent(folder, k -> new int[2]);
    t[passed ? 0 : 1]++;
  }

  @AfterAll
  static void summary() {
    int pass = 0;
    int total = 0;
    for (Map.Entry<String, int[]> e : TALLY.entrySet()) {
      int[] t = e.getValue();
      System.out.printf("uniformity conformance %-20s %3d / %3d pass%n", e.getKey(), t[0], t[0] + t[1]);
      pass += t[0];
      total += t[0] + t[1];
    }
    System.out.printf("uniformity conformance %-20s %3d / %3d pass%n", "TOTAL", pass, total);
  }
}
