package dev.cvg.junit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.legality.verdict.Property;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class ConvergenceAssertionsTest {
  private static final String DECLS = "declare i32 @tid()\ndeclare i32 @subgroupAdd(i32) convergent\n";

  private static String kernel(String name, boolean sunk) {
    String op = "  %r = call i32 @subgroupAdd(i32 %t)\n";
    return "define void @" + name + "(ptr %out) {\nentry:\n  %t = call i32 @tid()\n" + (sunk ? "" : op)
        + "  %c = icmp ult i32 %t, 1\n  br i1 %c, label %then, label %end\nthen:\n" + (sunk ? op : "")
        + "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %r, ptr %p\n  br label %end\nend:\n  ret void\n}\n";
  }

  @Test
  void aLegalTransformPassesAndAnIllegalOneFailsWithItsCounterexample() {
    assertTrue(ConvergenceAssertions.assertLegal(DECLS + kernel("src", false) + kernel("tgt", false)).proven());
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> ConvergenceAssertions.assertLegal(DECLS + kernel("src", false) + kernel("tgt", true)));
    assertTrue(e.getMessage().contains("ILLEGAL: converged-with violated"), e.getMessage());
    assertTrue(e.getMessage().contains("Counterexample:"), e.getMessage());
  }

  @Test
  void assertIllegalChecksTheNamedOperation() {
    String pair = DECLS + kernel("src", false) + kernel("tgt", true);
    assertEquals(Property.CONVERGED_WITH, ConvergenceAssertions.assertIllegal(pair, "%r").property());
    AssertionFailedError wrong = assertThrows(AssertionFailedError.class,
        () -> ConvergenceAssertions.assertIllegal(pair, "%t"));
    assertTrue(wrong.getMessage().startsWith("expected the counterexample to name %t"), wrong.getMessage());
    AssertionFailedError legal = assertThrows(AssertionFailedError.class,
        () -> ConvergenceAssertions.assertIllegal(DECLS + kernel("src", false) + kernel("tgt", false), null));
    assertTrue(legal.getMessage().contains("LEGAL (proven)"), legal.getMessage());
  }

  @Test
  void unparsableIrFailsWithTheParserMessage() {
    AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> ConvergenceAssertions.assertLegal("define"));
    assertTrue(e.getMessage().startsWith("the IR does not parse: <test>:"), e.getMessage());
  }
}
