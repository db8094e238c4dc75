package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The spec's inlining examples (ConvergentOperations.rst, "llvm.experimental.convergence.entry"
 * and "Inferring Tokens"), as the legality spec pairs write them: the guarded pass substitutes the
 * call's token for the callee's entry (the pair {@code inline-entry-token}, LEGAL) and never
 * produces the pairs' fresh anchor (ILLEGAL); with guards off, a refused call is inlined with a
 * fresh anchor and the checker reports it ILLEGAL at the inlined operation.
 */
class SpecInlineExamplesTest {
  static final Path PAIRS = Path.of("../tests/src/test/resources/golden/legality/spec");

  @ParameterizedTest
  @ValueSource(strings = {"inline-entry-token.ll", "inline-fresh-anchor.ll", "inline-fresh-anchor-exit.ll"})
  void theCallsTokenReplacesTheEntryAndTheResultIsLegal(String pair) throws Exception {
    Module m = IrParser.parse(Files.readString(PAIRS.resolve(pair)), pair);
    InlineRun run = InlineRun.run(m, true, Map.of());
    List<String> calls = LlvmConvergenceInlineTest.calls(run.result.function("src").orElseThrow());
    assertTrue(calls.contains("@subgroupAdd(%inner)"), calls + "\n" + IrPrinter.print(run.result));
    assertTrue(calls.stream().noneMatch(c -> c.startsWith("@callee") || c.contains("anchor()") && calls.indexOf(c) > 1
        || c.contains("entry()") && !pair.equals("inline-fresh-anchor-exit.ll")), calls.toString());
    assertEquals(1, run.steps.size());
    for (Verdict v : Checks.verdicts(run, LegalityOptions.defaults())) {
      assertInstanceOf(Verdict.Legal.class, v, () -> pair + "\n" + VerdictPrinter.print(v));
    }
  }

  @Test
  void theEntryTokenPairsTargetIsExactlyWhatThePassMakes() throws Exception {
    String pair = "inline-entry-token.ll";
    Module m = IrParser.parse(Files.readString(PAIRS.resolve(pair)), pair);
    Module after = InlineRun.run(m, true, Map.of()).result;
    assertEquals(LlvmConvergenceInlineTest.calls(m.function("tgt").orElseThrow()),
        LlvmConvergenceInlineTest.calls(after.function("src").orElseThrow()));
    assertEquals(LlvmConvergenceInlineTest.blockNames(m.function("tgt").orElseThrow()),
        LlvmConvergenceInlineTest.blockNames(after.function("src").orElseThrow()));
  }

  @Test
  void unguardedFreshAnchorIsIllegalAtTheInlinedOperation() throws Exception {
    Path file = InlineGoldenTest.DIR.resolve("no-token-caller-not-convergent.ll");
    Module m = IrParser.parse(Files.readString(file), file.toString());
    InlineRun run = InlineRun.run(m, false, Map.of());
    assertTrue(run.decisions.stream().allMatch(InlineRun.Decision::overridden), run.decisions.toString());
    String text = IrPrinter.print(run.result.function("src").map(f -> run.result).orElseThrow());
    assertTrue(text.contains("%fresh = call token @llvm.experimental.convergence.anchor()"), text);
    Verdict v = Checks.verdicts(run, LegalityOptions.defaults()).getFirst();
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(VerdictPrinter.print(illegal).contains("%v.i"), VerdictPrinter.print(illegal));
  }
}
