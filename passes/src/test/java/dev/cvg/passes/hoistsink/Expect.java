package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.GuardDecision;
import java.util.List;
import java.util.regex.Pattern;

/** Assertions shared by the example tests: motions performed or refused, and the checker's verdict. */
final class Expect {
  private Expect() {}

  /** Asserts {@code site} was performed, the result verifies and the checker says LEGAL. */
  static void performedAndLegal(String what, PassHarness.Result r, String site) {
    assertTrue(r.performed().stream().anyMatch(p -> p.startsWith(site)),
        what + ": expected motion '" + site + "', performed " + r.performed() + ", refused " + r.refusals());
    assertEquals(List.of(), r.verifierMessages(), what);
    Verdict v = r.legality(LegalityOptions.defaults());
    assertInstanceOf(Verdict.Legal.class, v, what + ":\n" + VerdictPrinter.print(v) + "\n" + IrPrinter.print(r.after()));
  }

  /**
   * Asserts {@code site} was refused with a reason naming {@code %op}, not performed, and the
   * guarded result is not ILLEGAL.
   */
  static void refused(String what, PassHarness.Result r, String site, String op) {
    assertTrue(r.refusals().stream().anyMatch(d -> d.site().equals(site)
            && ((GuardDecision.Refuse) d.decision()).reason().contains("%" + op)),
        what + ": expected a refusal of '" + site + "' naming %" + op + ", got " + r.refusals());
    assertFalse(r.performed().stream().anyMatch(p -> p.startsWith(site)), what);
    Verdict g = r.legality(LegalityOptions.defaults());
    assertFalse(g instanceof Verdict.Illegal, what + " guarded:\n" + VerdictPrinter.print(g));
  }

  /**
   * Asserts the unguarded run performed {@code site} and the checker finds it ILLEGAL with a
   * counterexample naming {@code %op} (as the original, or as the merged survivor that keeps its
   * name), or, when {@code op} is null, ILLEGAL for any reason (a static rule).
   */
  static Verdict.Illegal performedAndIllegal(String what, PassHarness.Result r, String site, String op) {
    assertTrue(r.performed().stream().anyMatch(p -> p.startsWith(site)),
        what + ": unguarded, expected '" + site + "' performed, got " + r.performed());
    Verdict v = r.legality(LegalityOptions.defaults());
    String shown = what + " unguarded:\n" + VerdictPrinter.print(v) + "\n" + IrPrinter.print(r.after());
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, shown);
    if (op != null) {
      Pattern named = Pattern.compile("%" + Pattern.quote(op) + "(?![\\w.])");
      assertTrue(named.matcher(illegal.counterexample().before()).find()
          || named.matcher(illegal.counterexample().after()).find(), "the counterexample should name %" + op + "\n" + shown);
    }
    return illegal;
  }
}
