package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import org.junit.jupiter.api.Test;

class ResolvedTextTest {
  private static final String WRITTEN_INLINE = """
      define void @f(ptr %p) convergent {
      entry:
        %x = call i32 @g() #1
        store i32 %x, ptr %p
        ret void
      }
      declare i32 @g() #1
      attributes #1 = { convergent nounwind }
      """;

  /** What opt-22 prints for it: the define's attribute in a group of its own, groups renumbered. */
  private static final String AS_OPT_PRINTS = """
      define void @f(ptr %p) #0 {
      entry:
        %x = call i32 @g() #1
        store i32 %x, ptr %p
        ret void
      }
      declare i32 @g() #1
      attributes #0 = { convergent }
      attributes #1 = { nounwind convergent }
      """;

  private static boolean same(String a, String b) throws ParseException {
    Module m = IrParser.parse(a, "a.ll");
    Module n = IrParser.parse(b, "b.ll");
    return ResolvedText.same(m, m.function("f").orElseThrow(), n, n.function("f").orElseThrow());
  }

  @Test
  void attributesMovedIntoGroupsAndRenumberedAreTheSameFunction() throws ParseException {
    assertFalse(IrPrinter.print(IrParser.parse(WRITTEN_INLINE, "a.ll")).equals(
        IrPrinter.print(IrParser.parse(AS_OPT_PRINTS, "b.ll"))), "the printed texts differ");
    assertTrue(same(WRITTEN_INLINE, AS_OPT_PRINTS));
  }

  @Test
  void aChangedAttributeOrBodyIsADifferentFunction() throws ParseException {
    assertFalse(same(WRITTEN_INLINE, AS_OPT_PRINTS.replace("attributes #0 = { convergent }", "attributes #0 = { nounwind }")),
        "the function lost convergent");
    assertFalse(same(WRITTEN_INLINE, AS_OPT_PRINTS.replace("attributes #1 = { nounwind convergent }",
        "attributes #1 = { nounwind }")), "the call site lost convergent");
    assertFalse(same(WRITTEN_INLINE, AS_OPT_PRINTS.replace("store i32 %x", "store volatile i32 %x")), "the body changed");
  }

  @Test
  void theResolvedTextSpellsTheGroupsOut() throws ParseException {
    Module m = IrParser.parse(AS_OPT_PRINTS, "b.ll");
    String text = ResolvedText.of(m, m.function("f").orElseThrow());
    assertTrue(text.startsWith("define void @f(ptr %p) convergent {"), text);
    assertTrue(text.contains("call i32 @g() { convergent nounwind }"), text);
    assertEquals(text, ResolvedText.of(m, m.function("f").orElseThrow()));
  }
}
