package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import org.junit.jupiter.api.Test;

/**
 * LLVM 22's {@code opt -S} prints {@code uselistorder} / {@code uselistorder_bb} directives and
 * {@code icmp samesign}: cvg reads the directives and drops them, and keeps {@code samesign}.
 */
class UseListOrderTest {
  /** A module as {@code opt-22 -S} prints it, with all three directive forms (accepted by llvm-as-22). */
  private static final String WITH_DIRECTIVES = String.join("\n",
      "define i32 @f(i32 %a, i32 %b) {",
      "entry:",
      "  %c = icmp samesign ult i32 %a, %b",
      "  %x = add i32 %a, 1",
      "  %y = add i32 %a, 2",
      "  br i1 %c, label %t, label %e",
      "",
      "t:",
      "  br label %e",
      "",
      "e:",
      "  %r = phi i32 [ %x, %t ], [ %y, %entry ]",
      "  ret i32 %r",
      "  uselistorder i32 %a, { 1, 0, 2 }",
      "  uselistorder label %e, { 1, 0 }",
      "}",
      "",
      "define void @g() {",
      "entry:",
      "  %p = call i32 @f(i32 1, i32 2)",
      "  %q = call i32 @f(i32 1, i32 2)",
      "  ret void",
      "}",
      "",
      "uselistorder ptr @f, { 1, 0 }",
      "uselistorder_bb @f, %e, { 1, 0 }",
      "");

  private static Module parse(String text) throws ParseException {
    return IrParser.parse(text, "t.ll");
  }

  @Test
  void directivesAreReadAndDroppedWithSamesignKept() throws ParseException {
    String printed = IrPrinter.print(parse(WITH_DIRECTIVES));
    assertFalse(printed.contains("uselistorder"), printed);
    assertTrue(printed.contains("%c = icmp samesign ult i32 %a, %b"), printed);
    // The rest of the program is unchanged: the same text without the directive lines.
    String without = WITH_DIRECTIVES.lines().filter(l -> !l.contains("uselistorder"))
        .reduce("", (x, y) -> x + y + "\n");
    assertEquals(IrPrinter.print(parse(without)), printed);
  }

  /** Asserts that {@code text} does not parse, with a message containing {@code part}. */
  private static void assertRejected(String text, String part) {
    ParseException e = assertThrows(ParseException.class, () -> parse(text));
    assertTrue(e.getMessage().contains(part), e.getMessage());
  }

  @Test
  void aSingleIndexIsRejectedAsInLlvm() {
    assertRejected("define void @g() {\nentry:\n  ret void\n}\nuselistorder ptr @g, { 0 }\n",
        "expected >= 2 uselistorder indexes");
  }

  @Test
  void bodyDirectiveNamesAValueOfTheFunction() {
    assertRejected("define void @g() {\nentry:\n  ret void\n  uselistorder i32 %nope, { 1, 0 }\n}\n", "%nope");
  }

  @Test
  void blockDirectiveBelongsToTheTopLevel() {
    assertRejected("define void @g() {\nentry:\n  ret void\n  uselistorder_bb @g, %entry, { 1, 0 }\n}\n",
        "expected instruction opcode");
  }

  @Test
  void instructionsMayNotFollowADirective() {
    assertThrows(ParseException.class, () -> parse(
        "define void @g(i32 %a) {\nentry:\n  br label %x\n  uselistorder i32 %a, { 1, 0 }\nx:\n  ret void\n}\n"));
  }
}
