package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checker never calls a transform ILLEGAL because of a value the oracle cannot compute:
 * intrinsics LLVM introduces are computed exactly, unknown target-independent intrinsics make
 * the verdict UNKNOWN, and so do value differences when only one program can call an unknown
 * external function (whose value the oracle invents); both programs calling the same external
 * function still compare.
 */
class OpaqueValuesTest {
  private static final String DECLS = """
      declare i32 @tid()
      declare i32 @isqrt(i32)
      declare i32 @llvm.usub.sat.i32(i32, i32)
      declare i32 @llvm.smul.fix.i32(i32, i32, i32)
      """;

  private static final LegalityOptions FAST = LegalityOptions.defaults()
      .withBudget(LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 4)).withArgumentSets(2)).executingAlways();

  /** A kernel storing {@code body}'s {@code %r} at {@code out[tid]}. */
  private static String kernel(String name, String body) {
    return "define void @" + name + "(ptr %out) {\nentry:\n  %t = call i32 @tid()\n" + body
        + "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %r, ptr %p\n  ret void\n}\n";
  }

  private static Verdict check(String src, String tgt) throws Exception {
    Module m = IrParser.parse(DECLS + kernel("src", src) + kernel("tgt", tgt), "pair.ll");
    return Legality.check(m, FAST);
  }

  @Test
  void aSelectRewrittenAsUsubSatIsLegal() throws Exception {
    Verdict v = check("  %z = icmp eq i32 %t, 0\n  %d = sub i32 %t, 1\n  %r = select i1 %z, i32 0, i32 %d\n",
        "  %r = call i32 @llvm.usub.sat.i32(i32 %t, i32 1)\n");
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  @Test
  void aWrongUsubSatIsStillIllegal() throws Exception {
    Verdict v = check("  %r = sub i32 %t, 1\n", "  %r = call i32 @llvm.usub.sat.i32(i32 %t, i32 1)\n");
    Verdict.Illegal bad = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.OBSERVABLE, bad.property());
  }

  @Test
  void anUnknownIntrinsicIsUnknownNamingIt() throws Exception {
    Verdict v = check("  %r = mul i32 %t, 3\n", "  %r = call i32 @llvm.smul.fix.i32(i32 %t, i32 3, i32 0)\n");
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v, () -> VerdictPrinter.print(v));
    assertTrue(u.reason().contains("@llvm.smul.fix.i32"), u.reason());
  }

  @Test
  void aFoldedExternalCallIsUnknownNotIllegal() throws Exception {
    // As LLVM folds a library call it knows (sqrt of a constant): the oracle cannot know @isqrt.
    Verdict v = check("  %r = call i32 @isqrt(i32 16)\n", "  %r = add i32 0, 4\n");
    Verdict.Unknown u = assertInstanceOf(Verdict.Unknown.class, v, () -> VerdictPrinter.print(v));
    assertTrue(u.reason().contains("only the original calls @isqrt"), u.reason());
  }

  @Test
  void anExternalCallBothProgramsMakeStillCompares() throws Exception {
    Verdict v = check("  %r = call i32 @isqrt(i32 %t)\n",
        "  %s = call i32 @isqrt(i32 %t)\n  %r = add i32 %s, 1\n");
    Verdict.Illegal bad = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.OBSERVABLE, bad.property());
  }
}
