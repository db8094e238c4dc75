package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The spec's transform examples that simplifycfg performs or must refuse, run on {@code @src}
 * of each pair in {@code tests/.../golden/legality/spec}: the guarded pass performs the allowed
 * ones (result LEGAL) and refuses the forbidden ones with a reason naming the operation; with
 * guards off it performs the forbidden ones and the checker says ILLEGAL at that operation.
 */
class SimplifyCfgSpecTest {

  private static PassRun run(String file, boolean guards) throws Exception {
    Module m = Check.parse(Check.SPEC.resolve(file));
    PassRun run = PassRun.of(new SimplifyCfg(), m, "src", guards);
    assertTrue(Verifiers.firstProblem(run.module()).isEmpty(), () -> file + ": " + Verifiers.firstProblem(run.module()).get()
        + "\n" + Check.print(run));
    return run;
  }

  private static Verdict verdict(String file, PassRun run) throws Exception {
    return Check.legality(Check.parse(Check.SPEC.resolve(file)), run, LegalityOptions.defaults());
  }

  private static void assertLegal(String file, PassRun run) throws Exception {
    Verdict v = verdict(file, run);
    assertEquals("LEGAL", v.word(), () -> file + "\n" + VerdictPrinter.print(v) + "\n" + Check.print(run));
  }

  private static void assertIllegalAt(String file, PassRun run, String op) throws Exception {
    Verdict v = verdict(file, run);
    String text = VerdictPrinter.print(v);
    assertEquals("ILLEGAL", v.word(), () -> file + "\n" + text + "\n" + Check.print(run));
    assertTrue(text.contains(op), () -> file + ": the counterexample should name " + op + "\n" + text);
  }

  private static boolean any(List<String> log, String... parts) {
    return log.stream().anyMatch(s -> java.util.Arrays.stream(parts).allMatch(s::contains));
  }

  /**
   * Checks that the guarded pass refuses a site (its refusal holds {@code refusal}) and stays
   * LEGAL, and that with guards off it performs it ({@code performed}) and is ILLEGAL at {@code op}.
   */
  private static void refusedThenCaught(String file, List<String> refusal, List<String> performed, String op)
      throws Exception {
    PassRun guarded = run(file, true);
    assertTrue(any(guarded.refused(), refusal.toArray(String[]::new)), guarded.refused()::toString);
    assertTrue(!any(guarded.performed(), performed.toArray(String[]::new)), guarded.performed()::toString);
    assertLegal(file, guarded);
    PassRun forced = run(file, false);
    assertTrue(any(forced.performed(), performed.toArray(String[]::new)), forced.performed()::toString);
    assertIllegalAt(file, forced, op);
  }

  @Test
  void hoistsSubgroupAddOutOfUniformBranch() throws Exception {
    String file = "subgroupadd-hoist-uniform.ll";
    PassRun run = run(file, true);
    assertTrue(any(run.performed(), "%total_gains and %total_losses", "hoisted"), run.performed()::toString);
    assertTrue(run.refused().isEmpty(), run.refused()::toString);
    assertLegal(file, run);
  }

  @Test
  void refusesSubgroupAddOutOfDivergentBranch() throws Exception {
    refusedThenCaught("subgroupadd-hoist-divergent.ll", List.of("%total_gains", "divergent", "Hoisting and sinking"),
        List.of("%total_gains and %total_losses", "hoisted"), "%total_gains");
  }

  @Test
  void hoistsAnchorsButNotTheirOperationsAcrossDivergentBranch() throws Exception {
    String file = "anchor-hoist-acyclic.ll";
    PassRun run = run(file, true);
    assertTrue(any(run.performed(), "%tok1 and %tok2", "hoisted"), run.performed()::toString);
    assertTrue(any(run.refused(), "%x1", "divergent"), run.refused()::toString);
    assertLegal(file, run);
  }

  @Test
  void refusesTurningLoopNestIntoLoopContinue() throws Exception {
    refusedThenCaught("loop-nest-to-continue.ll", List.of("forwarding block %O", "%r", "loop_nest"),
        List.of("forwarding block %O", "removed"), "%r");
  }

  @Test
  void perStepLegalityRollsBackTheUnguardedLoopNestFold() throws Exception {
    String file = "loop-nest-to-continue.ll";
    Module m = Check.parse(Check.SPEC.resolve(file));
    PipelineResult r = PassManager.of(PassOptions.defaults().withGuards(false).withLegality(true, false),
        new SimplifyCfg()).run(m);
    assertTrue(r.stepsOf("simplifycfg").stream().anyMatch(s -> s.function().equals("src")
        && s.rollback().isPresent() && (s.rollback().get().message() + s.rollback().get().details()).contains("ILLEGAL")),
        () -> "the forbidden round should be rolled back: " + r.steps());
    assertEquals(IrPrinter.print(m, m.function("src").orElseThrow()),
        IrPrinter.print(r.output(), r.output().function("src").orElseThrow()), "a rolled-back round leaves @src as it was");
  }

  @Test
  void isRegisteredAsSimplifycfg() throws Exception {
    Module m = Check.parse(Check.SPEC.resolve("subgroupadd-hoist-uniform.ll"));
    PipelineResult r = PassManager.of(BuiltinPasses.registry(), "simplifycfg", PassOptions.defaults()).run(m);
    assertEquals(Check.print(run("subgroupadd-hoist-uniform.ll", true)), IrPrinter.print(r.output()),
        "-passes=simplifycfg runs this pass");
  }

  @Test
  void leavesTheTokenLoopNestAlone() throws Exception {
    // with tokens the outer header holds its heart %outer: it is no forwarding block, and no
    // simplification merges the two hearts, with guards on or off
    String file = "loop-nest-to-continue-tokens.ll";
    for (boolean guards : new boolean[] {true, false}) {
      PassRun run = run(file, guards);
      assertTrue(!any(run.performed(), "%O"), run.performed()::toString);
      assertLegal(file, run);
    }
  }
}
