package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pass manager's transactions: commit, roll back with the reason, rounds, guards. */
class PassManagerTest {
  private static final Module KERNEL = Fixtures.module("kernel.ll");

  private static PipelineResult run(String pipeline, PassOptions options) {
    return PassManager.of(TestPasses.registry(), pipeline, options).run(KERNEL);
  }

  private static String text(Module m, String function) {
    return IrPrinter.print(m, m.function(function).orElseThrow());
  }

  @Test
  void aLegalEditIsCommittedAndReported() {
    PipelineResult r = run("test-rename", PassOptions.defaults());
    assertEquals(2, r.steps().size(), "one step per function: " + r.steps());
    StepRecord s = r.steps().get(0);
    assertEquals("kernel", s.function());
    assertInstanceOf(Outcome.Committed.class, s.outcome());
    assertEquals(List.of(new Performed("%tid", "renamed to %tid.r")), s.performed());
    assertTrue(text(r.output(), "kernel").contains("%tid.r = call i32 @tid()"), text(r.output(), "kernel"));
    assertEquals(List.of("kernel", "other"), r.changedFunctions());
  }

  @Test
  void invalidIrIsRolledBackWithTheVerifiersReasonAndTheTextIsIdentical() {
    PipelineResult r = run("test-break", PassOptions.defaults());
    assertEquals(IrPrinter.print(KERNEL), IrPrinter.print(r.output()));
    for (StepRecord s : r.steps()) {
      Outcome.RolledBack rb = s.rollback().orElseThrow(() -> new AssertionError("not rolled back: " + s));
      assertEquals(Outcome.Why.IR_VERIFIER, rb.why());
      assertTrue(rb.message().contains("does not dominate"), rb.message());
      assertTrue(s.performed().isEmpty() || s.performed().get(0).what().contains("moved"), s.toString());
    }
    assertEquals(List.of(), r.changedFunctions());
  }

  @Test
  void aPassThatThrowsIsReportedWithItsFunctionAndTheRestOfThePipelineRuns() {
    PipelineResult r = run("test-throw,test-rename", PassOptions.defaults());
    List<StepRecord> thrown = r.stepsOf("test-throw");
    assertEquals(2, thrown.size());
    Outcome.RolledBack rb = thrown.get(0).rollback().orElseThrow();
    assertEquals(Outcome.Why.PASS_THREW, rb.why());
    assertEquals("test-throw threw IllegalStateException: test-throw fails on purpose in @kernel", rb.message());
    assertTrue(rb.details().get(0).contains("TestPasses$Throw.run"), rb.details().toString());
    assertTrue(r.stepsOf("test-rename").stream().allMatch(StepRecord::committed));
    assertTrue(text(r.output(), "kernel").contains("%tid.r = "), "the rename after the throw ran on the input");
  }

  @Test
  void guardedConvergentHoistIsRefusedOverADivergentBranchAndDoneOverAUniformOne() {
    PipelineResult r = run("test-hoist-convergent", PassOptions.defaults());
    StepRecord kernel = r.steps().get(0);
    assertEquals(1, kernel.refusals().size());
    assertEquals("%x1 = call i32 @subgroupAdd(i32 %tid) is convergent: hoisting it above the divergent branch on"
        + " %condition changes which threads communicate", kernel.refusals().get(0).reason());
    assertInstanceOf(Outcome.Unchanged.class, kernel.outcome());
    assertEquals(text(KERNEL, "kernel"), text(r.output(), "kernel"));
    StepRecord other = r.steps().get(1);
    assertEquals(List.of(), other.refusals());
    assertEquals("the branch on %uniform is uniform", other.guards().get(0).reason());
    assertInstanceOf(Outcome.Committed.class, other.outcome());
  }

  @Test
  void withoutGuardsTheForbiddenHoistIsPerformedAndThePerStepLegalityCheckRollsItBack() {
    PipelineResult r = run("test-hoist-convergent", PassOptions.defaults().withGuards(false).withLegality(true, false));
    StepRecord kernel = r.steps().get(0);
    assertEquals(1, kernel.overridden().size(), kernel.toString());
    assertEquals(List.of(), kernel.refusals());
    Outcome.RolledBack rb = kernel.rollback().orElseThrow(() -> new AssertionError(kernel.toString()));
    assertEquals(Outcome.Why.ILLEGAL, rb.why());
    assertTrue(rb.message().startsWith("converged-with at %x1 in @kernel: "), rb.message());
    assertEquals(text(KERNEL, "kernel"), text(r.output(), "kernel"));
  }

  @Test
  void withoutGuardsOrPerStepChecksTheEndToEndCheckFindsTheHoistIllegal() {
    PipelineResult r = run("test-hoist-convergent,test-rename",
        PassOptions.defaults().withGuards(false).withLegality(false, true));
    assertTrue(r.stepsOf("test-hoist-convergent").get(0).committed());
    assertNotEquals(text(KERNEL, "kernel"), text(r.output(), "kernel"));
    assertEquals(2, r.provenance().get("kernel").steps());
    Verdict v = r.endToEnd().get("kernel");
    assertInstanceOf(Verdict.Illegal.class, v, () -> String.valueOf(v));
    assertTrue(r.illegalAtEnd());
  }

  @Test
  void aPassRunsAgainWhileItAsksUpToItsRounds() {
    PipelineResult r = run("test-rounds<n=3>", PassOptions.defaults());
    List<StepRecord> kernel = r.steps().stream().filter(s -> s.function().equals("kernel")).toList();
    assertEquals(List.of(1, 2, 3), kernel.stream().map(StepRecord::round).toList());
    assertTrue(kernel.stream().allMatch(StepRecord::committed));
    assertEquals(3, r.provenance().get("kernel").steps());
    assertEquals("test-rounds<n=3>", kernel.get(0).pass());
  }

  @Test
  void aPassThatClaimsTooMuchIsRolledBackInVerifyMode() {
    PipelineResult lax = run("test-wrong-preserved", PassOptions.defaults().withVerifyPreserved(false));
    assertTrue(lax.steps().get(0).committed());
    PipelineResult strict = run("test-wrong-preserved", PassOptions.defaults().withVerifyPreserved(true));
    Outcome.RolledBack rb = strict.steps().get(0).rollback().orElseThrow();
    assertEquals(Outcome.Why.PRESERVED_ANALYSIS, rb.why());
    assertEquals("the pass preserves instruction-count but it differs after the step:", rb.message());
    assertTrue(rb.details().get(0).contains("before: 9") && rb.details().get(0).contains("after:  8"),
        rb.details().toString());
  }

  @Test
  void aBrokenInputIsRefusedBeforeAnyPassRuns() {
    Module broken = Fixtures.parse("define void @f() {\nentry:\n  %a = add i32 %b, 1\n  %b = add i32 %a, 1\n"
        + "  ret void\n}\n", "broken.ll");
    BrokenInputException e = assertThrows(BrokenInputException.class,
        () -> PassManager.of(TestPasses.registry(), "test-rename", PassOptions.defaults()).run(broken));
    assertTrue(e.getMessage().startsWith("broken.ll: error: input module is broken!"), e.getMessage());
  }

  @Test
  void passObjectsRunWithoutARegistry() {
    PipelineResult r = PassManager.of(PassOptions.defaults(), new TestPasses.Rename("my-pass", PreservedAnalyses.CFG))
        .run(KERNEL);
    assertEquals(List.of("my-pass", "my-pass"), r.steps().stream().map(StepRecord::pass).toList());
    assertTrue(r.steps().stream().allMatch(StepRecord::committed));
  }
}
