package dev.cvg.passes.jumpthreading;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.Outcome;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.StepRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * {@code jump-threading} through the registry and the pass manager ({@code cvg opt
 * -passes=jump-threading}): transactions, legality per step and end to end, {@code --no-guard}.
 */
class PassManagerRunTest {
  private static final Path DIR = Path.of("src/test/resources/golden/jumpthreading");

  private static PipelineResult run(String file, String pipeline, PassOptions options) throws Exception {
    Module m = IrParser.parse(Files.readString(DIR.resolve(file)), file);
    return PassManager.of(PassRegistry.builtin(), pipeline, options).run(m);
  }

  @Test
  void registeredUnderLlvmsName() {
    assertTrue(PassRegistry.builtin().names().contains("jump-threading"), PassRegistry.builtin().names().toString());
  }

  @Test
  void specExampleIsThreadedAndLegalEndToEnd() throws Exception {
    PipelineResult r = run("spec-entry.ll", "jump-threading", PassOptions.defaults().withLegality(true, true));
    StepRecord step = r.stepsOf("jump-threading").getFirst();
    assertTrue(step.committed(), step.toString());
    assertEquals(1, step.performed().size(), step.toString());
    assertInstanceOf(Verdict.Legal.class, r.endToEnd().get("src"), () -> String.valueOf(r.endToEnd()));
  }

  @Test
  void forbiddenDuplicationIsRefusedAndTheInputKeptExactly() throws Exception {
    PipelineResult r = run("spec-duplicate.ll", "jump-threading", PassOptions.defaults());
    StepRecord step = r.stepsOf("jump-threading").getFirst();
    assertEquals(1, step.refusals().size(), step.toString());
    assertTrue(step.refusals().getFirst().toString().contains("%sum"), step.toString());
    assertEquals(IrPrinter.print(r.input()), IrPrinter.print(r.output()));
  }

  @Test
  void withoutGuardThePerStepCheckRollsTheDuplicationBack() throws Exception {
    PipelineResult r = run("spec-duplicate.ll", "jump-threading",
        PassOptions.defaults().withGuards(false).withLegality(true, false));
    StepRecord step = r.stepsOf("jump-threading").getFirst();
    assertEquals(1, step.overridden().size(), step.toString());
    Outcome.RolledBack rb = step.rollback().orElseThrow(() -> new AssertionError(step.toString()));
    assertEquals(Outcome.Why.ILLEGAL, rb.why());
    assertTrue(rb.message().contains("%sum"), rb.message());
    assertEquals(IrPrinter.print(r.input()), IrPrinter.print(r.output()));
  }

  @Test
  void withoutGuardTheEndToEndCheckFindsTheDuplicationIllegal() throws Exception {
    PipelineResult r = run("spec-duplicate.ll", "jump-threading",
        PassOptions.defaults().withGuards(false).withLegality(false, true));
    assertTrue(r.stepsOf("jump-threading").getFirst().committed());
    assertInstanceOf(Verdict.Illegal.class, r.endToEnd().get("src"), () -> String.valueOf(r.endToEnd()));
    assertTrue(r.illegalAtEnd());
  }

  @Test
  void thresholdParameterLimitsTheCopy() throws Exception {
    PipelineResult r = run("uniform-duplicate.ll", "jump-threading<threshold=2>", PassOptions.defaults());
    assertEquals(IrPrinter.print(r.input()), IrPrinter.print(r.output()));
    PipelineResult wide = run("uniform-duplicate.ll", "jump-threading<threshold=3>", PassOptions.defaults());
    assertEquals(1, wide.stepsOf("jump-threading<threshold=3>").getFirst().performed().size(),
        wide.steps().toString());
  }

  @Test
  void aBadThresholdIsAPipelineErrorBeforeAnythingRuns() {
    dev.cvg.passes.framework.PipelineException e = org.junit.jupiter.api.Assertions.assertThrows(
        dev.cvg.passes.framework.PipelineException.class,
        () -> PassRegistry.builtin().resolve("jump-threading<threshold=many>"));
    assertEquals(16, e.column());
    assertEquals("jump-threading<threshold=many>: expected threshold=N with N an integer of at least 0, not 'many'",
        e.problem());
  }

  @Test
  void aMisspeltParameterIsAPipelineErrorAtItsColumn() {
    dev.cvg.passes.framework.PipelineException e = org.junit.jupiter.api.Assertions.assertThrows(
        dev.cvg.passes.framework.PipelineException.class,
        () -> PassRegistry.builtin().resolve("jump-threading<treshold=3>"));
    assertEquals(16, e.column());
    assertTrue(e.problem().startsWith("jump-threading has no parameter 'treshold'; did you mean 'threshold'?"),
        e.problem());
  }

  /** The spec pair's {@code @tgt} is exactly what {@code jump-threading,simplifycfg} makes of its {@code @src}. */
  @Test
  void withSimplifycfgThePipelineProducesTheSpecsExampleJumpthreaded() throws Exception {
    for (String pair : java.util.List.of("jump-threading-entry", "jump-threading-uncontrolled")) {
      String text = Files.readString(Path.of("../tests/src/test/resources/golden/legality/spec", pair + ".ll"));
      Module spec = IrParser.parse(text, pair + ".ll");
      PipelineResult r = PassManager.of(PassRegistry.builtin(), "jump-threading,simplifycfg",
          PassOptions.defaults().withLegality(false, true)).run(spec);
      assertEquals(body(IrPrinter.print(spec), "@tgt"), body(IrPrinter.print(r.output()), "@src").replace("@src", "@tgt"),
          pair);
      assertInstanceOf(Verdict.Legal.class, r.endToEnd().get("src"), () -> pair + ": " + r.endToEnd());
    }
  }

  private static String body(String module, String function) {
    int start = module.indexOf("define spir_kernel void " + function);
    return module.substring(start, module.indexOf("\n}", start) + 2);
  }
}
