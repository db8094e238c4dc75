package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.Outcome;
import dev.cvg.passes.testing.Verifiers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden files of {@code inline} under {@code golden/inline/}: each input {@code X.ll} states
 * {@code ; guarded: inline|refuse} and the verdict it expects ({@code ; verdict:} of every step of
 * the guarded run, or of the whole run against the input with {@code ; end-to-end: true};
 * {@code ; unguarded-verdict:} of the result with guards off); {@code X.out.ll} is the
 * guarded output and {@code X.stats} the guard's decisions and what was performed. Run with
 * {@code -Dcvg.bless=true} to write the expected files from the current output.
 */
class InlineGoldenTest {
  static final Path DIR = Path.of("src/test/resources/golden/inline");

  static Stream<String> inputs() throws Exception {
    try (Stream<Path> s = Files.list(DIR)) {
      return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".ll") && !n.endsWith(".out.ll"))
          .sorted().toList().stream();
    }
  }

  @ParameterizedTest
  @MethodSource("inputs")
  void golden(String file) throws Exception {
    String text = Files.readString(DIR.resolve(file));
    Module before = IrParser.parse(text, file);
    String guarded = expectation(text, "guarded");
    InlineRun run = InlineRun.run(before, true, Map.of());
    String stats = stats(run);
    String stem = file.substring(0, file.length() - 3);
    compare(DIR.resolve(stem + ".out.ll"), IrPrinter.print(run.result));
    compare(DIR.resolve(stem + ".stats"), stats);
    assertTrue(Verifiers.firstProblem(run.result).isEmpty(), () -> file + ": " + Verifiers.firstProblem(run.result).get());
    if (guarded.equals("inline")) {
      assertFalse(run.performed.isEmpty(), file + ": nothing inlined\n" + stats);
      assertTrue(run.decisions.stream().allMatch(d -> d.decision().allowed()), stats);
      List<Verdict> verdicts = text.contains("\n; end-to-end: true")
          ? List.of(Legality.check(before, "src", run.result, "src", run.pipeline.provenance().get("src").correspondence(),
              LegalityOptions.defaults()))
          : Checks.verdicts(run, LegalityOptions.defaults());
      for (Verdict v : verdicts) {
        assertEquals(expectation(text, "verdict"), v.word(), () -> file + "\n" + VerdictPrinter.print(v));
      }
    } else {
      assertEquals("refuse", guarded);
      assertTrue(run.performed.isEmpty(), stats);
      assertEquals(IrPrinter.print(before), IrPrinter.print(run.result), "a refusal leaves the input as it was");
      assertTrue(run.decisions.stream().anyMatch(d -> !d.decision().allowed()), stats);
      InlineRun unguarded = InlineRun.run(before, false, Map.of());
      assertTrue(unguarded.decisions.stream().anyMatch(InlineRun.Decision::overridden), file);
      List<Verdict> vs = Checks.verdicts(unguarded, LegalityOptions.defaults());
      String want = expectation(text, "unguarded-verdict");
      // a forbidden result that breaks the static rules is rolled back by the pass manager's verifier
      boolean staticRules = want.equals("ILLEGAL") && unguarded.rollbacks().contains(Outcome.Why.CONVERGENCE_VERIFIER);
      assertTrue(staticRules || vs.stream().anyMatch(v -> v.word().equals(want)), () -> file + ": expected " + want
          + "\n" + vs.stream().map(VerdictPrinter::print).collect(Collectors.joining("\n")) + IrPrinter.print(unguarded.result));
    }
  }

  static String stats(InlineRun run) {
    StringBuilder sb = new StringBuilder();
    run.decisions.forEach(d -> sb.append(d.function()).append(": ").append(d.site()).append(": ")
        .append(d.decision().allowed() ? "allowed: " + ((dev.cvg.passes.framework.GuardDecision.Allow) d.decision()).why()
            : "refused: " + ((dev.cvg.passes.framework.GuardDecision.Refuse) d.decision()).reason()).append('\n'));
    run.performed.forEach(p -> sb.append(p.function()).append(": ").append(p.site()).append(": ").append(p.what()).append('\n'));
    return sb.toString();
  }

  static String expectation(String text, String key) {
    return text.lines().filter(l -> l.startsWith("; " + key + ":")).map(l -> l.substring(key.length() + 3).trim())
        .findFirst().orElseThrow(() -> new AssertionError("no '; " + key + ":' line"));
  }

  static void compare(Path expected, String actual) throws Exception {
    if (Boolean.getBoolean("cvg.bless")) {
      Files.writeString(expected, actual);
      return;
    }
    if (!Files.exists(expected)) {
      fail(expected + " is missing; run with -Dcvg.bless=true to write it from:\n" + actual);
    }
    assertEquals(Files.readString(expected), actual, expected.toString());
  }
}
