package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.testing.Verifiers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden files of {@code src/test/resources/golden/simplifycfg}: for each input {@code X.ll},
 * the guarded pass over every function prints {@code X.expected.ll} and reports
 * {@code X.stats} (performed and refused sites with their reasons); the results verify and are
 * LEGAL. {@code -Dcvg.updateGolden=true} rewrites the expectations (review the diff).
 */
class SimplifyCfgGoldenTest {

  @TestFactory
  Stream<DynamicTest> goldenFiles() throws Exception {
    try (Stream<Path> files = Files.list(Check.GOLDEN)) {
      return files.filter(p -> p.toString().endsWith(".ll") && !p.toString().endsWith(".expected.ll"))
          .sorted().toList().stream()
          .map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> golden(p)));
    }
  }

  private static void golden(Path input) throws Exception {
    Module m = Check.parse(input);
    Module out = m;
    List<String> stats = new ArrayList<>();
    for (Function f : m.definitions()) {
      PassRun run = PassRun.of(new SimplifyCfg(), out, f.name(), true);
      run.performed().forEach(s -> stats.add("@" + f.name() + " performed " + s));
      run.refused().forEach(s -> stats.add("@" + f.name() + " refused " + s));
      Verdict v = Check.legality(out, run, LegalityOptions.defaults());
      assertEquals("LEGAL", v.word(), () -> input + " @" + f.name() + "\n" + VerdictPrinter.print(v));
      out = run.module();
    }
    Module result = out;
    assertTrue(Verifiers.firstProblem(result).isEmpty(), () -> input + ": " + Verifiers.firstProblem(result).get());
    String base = input.getFileName().toString().replaceFirst("\\.ll$", "");
    expect(input.resolveSibling(base + ".expected.ll"), IrPrinter.print(result));
    expect(input.resolveSibling(base + ".stats"), String.join("\n", stats) + "\n");
  }

  private static void expect(Path file, String actual) throws Exception {
    if (Boolean.getBoolean("cvg.updateGolden")) {
      Files.writeString(file, actual);
    }
    assertTrue(Files.exists(file), () -> file + " missing (run with -Dcvg.updateGolden=true and review it)");
    assertEquals(Files.readString(file), actual, () -> file + " differs");
  }

  @Test
  void unguardedHeartMergeIsRolledBackByTheConvergenceVerifier() throws Exception {
    Module m = Check.parse(Check.GOLDEN.resolve("heart-merge.ll"));
    PassRun forced = PassRun.of(new SimplifyCfg(), m, "k", false);
    assertTrue(forced.refused().stream().anyMatch(s -> s.contains("%body into") && s.contains("%t")),
        forced.refused()::toString);
    assertTrue(forced.rollbacks().stream().anyMatch(s -> s.contains("oop intrinsic")),
        () -> "the pass manager's convergence verifier should roll the merge back: " + forced.rollbacks());
    assertTrue(Verifiers.firstProblem(forced.module()).isEmpty(), () -> Verifiers.firstProblem(forced.module()).get());
  }
}
