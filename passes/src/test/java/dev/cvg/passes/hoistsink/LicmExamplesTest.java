package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * licm on convergent operations (golden/hoistsink/licm-*.ll): a convergent operation never leaves
 * a loop, even when every thread runs every iteration (its per-iteration instances would become
 * one); the invariant arithmetic beside it does. Anchors never leave. Unguarded, the checker
 * catches each refused motion.
 */
class LicmExamplesTest {

  static Module load(String name) throws Exception {
    return IrParser.parse(Files.readString(GoldenTest.DIR.resolve(name + ".ll")), name + ".ll");
  }

  @Test
  void uniformTripCountHoistsTheArithmeticButNotTheReduction() throws Exception {
    Module m = load("licm-uniform-trips");
    String site = "%r hoisted out of loop %loop into %start";
    PassHarness.Result guarded = PassHarness.run(new LicmPass(), m, "src", Map.of(), true);
    Expect.performedAndLegal("licm-uniform-trips", guarded, "%scaled hoisted out of loop %loop into %start");
    Expect.refused("licm-uniform-trips", guarded, site, "r");
    // The guard is conservative: every thread runs every iteration with the same group, so the
    // one hoisted instance has the group of each dropped one (ConvergentOperations.rst, hoisting
    // across uniform branches is allowed) and the checker finds the unguarded hoist LEGAL (it
    // said ILLEGAL by its count rule until session 9; bugs/licm-hoist-convergent-out-of-uniform-loop).
    Expect.performedAndLegal("licm-uniform-trips", PassHarness.run(new LicmPass(), m, "src", Map.of(), false), site);
  }

  private static void unguardedCaught(String name, Module m, String site, String op) {
    Expect.performedAndIllegal(name, PassHarness.run(new LicmPass(), m, "src", Map.of(), false), site, op);
  }

  @Test
  void divergentTripCountIsRefusedAndUnguardedCaught() throws Exception {
    Module m = load("licm-divergent-trips");
    String site = "%r hoisted out of loop %loop into %start";
    Expect.refused("licm-divergent-trips", PassHarness.run(new LicmPass(), m, "src", Map.of(), true), site, "r");
    unguardedCaught("licm-divergent-trips", m, site, "r");
  }

  @Test
  void anchorNeverLeavesTheLoopAndUnguardedBreaksTheStaticRules() throws Exception {
    Module m = load("licm-anchor-in-loop");
    String site = "%tok hoisted out of loop %loop into %start";
    Expect.refused("licm-anchor-in-loop", PassHarness.run(new LicmPass(), m, "src", Map.of(), true), site, "tok");
    // the anchor alone (limit=1): "Hoisting the anchor would make the program invalid"
    PassHarness.Result unguarded = PassHarness.runUnverified(new LicmPass(), m, "src", Map.of("limit", "1"), false);
    assertTrue(!unguarded.verifierMessages().isEmpty(), "hoisting the anchor alone must break the static rules");
    Verdict.Illegal v = Expect.performedAndIllegal("licm-anchor-in-loop", unguarded, site, null);
    assertTrue(VerdictPrinter.print(v).contains("static rules"), VerdictPrinter.print(v));
    // with its user, the program is valid but %r's per-iteration instances are gone
    unguardedCaught("licm-anchor-in-loop", m, site, "r");
  }
}
