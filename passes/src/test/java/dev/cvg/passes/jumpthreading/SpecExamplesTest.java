package dev.cvg.passes.jumpthreading;

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
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The transform examples of ConvergentOperations.rst ("Unstructured control flow") and the spec
 * pairs built on them, through {@link JumpThreading}: golden input, expected output and expected
 * statistics under {@code golden/jumpthreading/}; every result checked by {@code Legality.check}.
 * {@code -Dcvg.bless=true} rewrites the expected files.
 */
class SpecExamplesTest {
  private static final Path DIR = Path.of("src/test/resources/golden/jumpthreading");

  @Test
  void exampleJumpthreadedWithEntryTokenIsPerformedAndLegal() throws Exception {
    PassHarness.Outcome o = golden("spec-entry", true);
    assertEquals(1, o.performed());
    assertLegal("spec-entry", o);
  }

  @Test
  void exampleJumpthreadedUncontrolledIsPerformedAndLegal() throws Exception {
    PassHarness.Outcome o = golden("spec-uncontrolled", true);
    assertEquals(1, o.performed());
    assertLegal("spec-uncontrolled", o);
  }

  @Test
  void duplicatingConvergentBlockAtDivergentJoinIsRefusedAndCaughtWithoutGuard() throws Exception {
    refusedThenIllegalAtSum("spec-duplicate", "refused edge %start -> %mid: %sum in %mid is convergent"
        + " (controlled by %entry)");
  }

  @Test
  void uncontrolledOperationAtDivergentJoinIsRefusedAndCaughtWithoutGuard() throws Exception {
    refusedThenIllegalAtSum("uncontrolled-duplicate", "refused edge %start -> %mid: %sum in %mid is convergent"
        + " (uncontrolled)");
  }

  /**
   * The guarded pass refuses {@code name} with a reason starting {@code reason}; without guard it
   * performs the copy, which the legality checker finds ILLEGAL at {@code %sum}.
   */
  private static void refusedThenIllegalAtSum(String name, String reason) throws Exception {
    PassHarness.Outcome guarded = golden(name, true);
    assertEquals(0, guarded.performed(), guarded.stats().toString());
    assertTrue(guarded.stats().getFirst().startsWith(reason), guarded.stats().getFirst());
    PassHarness.Outcome o = golden(name + ".noguard", false);
    assertEquals(1, o.performed());
    Verdict v = o.verdict().orElseThrow();
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, VerdictPrinter.print(v));
    assertTrue(VerdictPrinter.print(illegal).contains("%sum"), VerdictPrinter.print(illegal));
  }

  @Test
  void uniformArrivalLetsConvergentBlockBeCopiedBeyondLlvm() throws Exception {
    PassHarness.Outcome o = golden("uniform-duplicate", true);
    assertEquals(1, o.performed(), o.stats().toString());
    assertLegal("uniform-duplicate", o);
  }

  @Test
  void anchorRegionInsideTheBlockMayBeCopiedAtDivergentJoinBeyondLlvm() throws Exception {
    PassHarness.Outcome o = golden("anchor-duplicate", true);
    assertEquals(1, o.performed(), o.stats().toString());
    assertLegal("anchor-duplicate", o);
  }

  @Test
  void dominatingBranchFoldedCompareAndSsaRepairAreThreadedLegally() throws Exception {
    PassHarness.Outcome o = golden("known-outcomes", true);
    assertEquals(3, o.performed(), o.stats().toString());
    assertLegal("known-outcomes", o);
  }

  /** Runs the pass on {@code <name>.ll} (a {@code .noguard} suffix reads the same input). */
  private static PassHarness.Outcome golden(String name, boolean guards) throws Exception {
    String input = name.replace(".noguard", "");
    Module m = IrParser.parse(Files.readString(DIR.resolve(input + ".ll")), input + ".ll");
    PassHarness.Outcome o = PassHarness.run(m, "src", "jump-threading", guards,
        Optional.of(LegalityOptions.defaults()));
    compare(DIR.resolve(name + ".expected.ll"), IrPrinter.print(o.module()));
    compare(DIR.resolve(name + ".stats"), String.join("\n", o.stats()) + "\n");
    return o;
  }

  private static void compare(Path expected, String actual) throws Exception {
    if (Boolean.getBoolean("cvg.bless")) {
      Files.writeString(expected, actual);
    }
    assertEquals(Files.readString(expected), actual, "golden " + expected.getFileName()
        + " (rerun with -Dcvg.bless=true to accept)");
  }

  private static void assertLegal(String name, PassHarness.Outcome o) {
    assertTrue(o.changed(), name + ": nothing changed");
    Verdict v = o.verdict().orElseThrow();
    assertInstanceOf(Verdict.Legal.class, v, name + ": " + VerdictPrinter.print(v));
  }
}
