package dev.cvg.passes.inline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.StepRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code inline} registered and run by the pass manager ({@code cvg opt -passes=inline}): per-step
 * transactions with the verifiers and the legality checker, and the end-to-end verdict over the
 * composed provenance of the two rounds (tokens inferred in the caller, then the call inlined).
 */
class InlineThroughPassManagerTest {
  static Module parse(Path file) throws Exception {
    return IrParser.parse(Files.readString(file), file.getFileName().toString());
  }

  @Test
  void inferenceThenInliningAreTwoLegalStepsAndLegalEndToEnd() throws Exception {
    Module m = parse(InlineGoldenTest.DIR.resolve("no-token-caller-convergent.ll"));
    PipelineResult r = PassManager.of(BuiltinPasses.registry(), "inline", PassOptions.defaults().withLegality(true, true))
        .run(m);
    List<StepRecord> committed = r.steps().stream().filter(StepRecord::committed).toList();
    assertEquals(2, committed.size(), r.steps().toString());
    assertTrue(committed.stream().allMatch(s -> s.legality().orElse("").startsWith("LEGAL")), r.steps().toString());
    Verdict v = r.endToEnd().get("src");
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(IrPrinter.print(InlineRun.run(m, true, java.util.Map.of()).result), IrPrinter.print(r.output()));
  }

  @Test
  void aRefusalLeavesTheModuleAsItWasAndTheThresholdParameterIsRead() throws Exception {
    Module m = parse(InlineGoldenTest.DIR.resolve("no-token-caller-not-convergent.ll"));
    PipelineResult r = PassManager.of(BuiltinPasses.registry(), "inline", PassOptions.defaults()).run(m);
    assertEquals(IrPrinter.print(m), IrPrinter.print(r.output()));
    assertEquals(1, r.steps().stream().mapToInt(s -> s.refusals().size()).sum());
    Module small = parse(SpecInlineExamplesTest.PAIRS.resolve("inline-entry-token.ll"));
    PipelineResult none = PassManager.of(BuiltinPasses.registry(), "inline<threshold=-20000>", PassOptions.defaults()).run(small);
    assertEquals(IrPrinter.print(small), IrPrinter.print(none.output()), "cost 10 - 15000 (the last call of a local function) > -20000: the call stays");
  }
}
