package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
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
    assertTrue(Check.problem(run.module()).isEmpty(), () -> file + ": " + Check.problem(run.module()).get()
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

  private static boolean any(java.util.List<String> log, String... parts) {
    return log.stream().anyMatch(s -> java.util.Arrays.stream(parts).allMatch(s::contains));
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
    String file = "subgroupadd-hoist-divergent.ll";
    PassRun guarded = run(file, true);
    assertTrue(any(guarded.refused(), "%total_gains", "divergent", "Hoisting and sinking"),
        guarded.refused()::toString);
    assertTrue(!any(guarded.performed(), "%total_gains and"), guarded.performed()::toString);
    assertLegal(file, guarded);
    PassRun forced = run(file, false);
    assertTrue(any(forced.performed(), "%total_gains and %total_losses", "hoisted"), forced.performed()::toString);
    assertIllegalAt(file, forced, "%total_gains");
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
    String file = "loop-nest-to-continue.ll";
    PassRun guarded = run(file, true);
    assertTrue(any(guarded.refused(), "forwarding block %O", "%r", "loop_nest"), guarded.refused()::toString);
    assertLegal(file, guarded);
    PassRun forced = run(file, false);
    assertTrue(any(forced.performed(), "forwarding block %O", "removed"), forced.performed()::toString);
    assertIllegalAt(file, forced, "%r");
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
