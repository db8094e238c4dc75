package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The printer's public API and how it names values of edited functions so that output re-parses. */
class PrinterTest {
  private static final String[] NUMBERED = {
    "define i32 @f(i32 %0) {",
    "  %2 = add i32 %0, 1",
    "  %3 = mul i32 %2, 2",
    "  br label %4",
    "",
    "4:",
    "  ret i32 %3",
    "}",
  };

  private static String reprinted(String text) throws ParseException {
    return IrPrinter.print(IrParser.parse(text, "again.ll"));
  }

  @Test
  void operandForms() {
    Module m = Ir.parse(NUMBERED);
    Function f = Ir.fn(m);
    Inst mul = f.entry().insts().get(1);
    assertEquals("%2", IrPrinter.operand(f, ((Binary) mul).lhs()));
    assertEquals("i32 %2", IrPrinter.typedOperand(f, ((Binary) mul).lhs()));
    assertEquals("2", IrPrinter.operand(f, ((Binary) mul).rhs()));
    assertEquals("true", IrPrinter.operand(f, Value.ConstInt.bool(true)));
    assertEquals("-1", IrPrinter.operand(f, new Value.ConstInt(Type.I32, 0xffffffffL)));
    assertEquals("@g", IrPrinter.operand(f, new Value.GlobalRef("@g", Type.PTR)));
    assertEquals("ptr null", IrPrinter.typedOperand(f, new Value.NullPtr(Type.PTR)));
    assertEquals("{ i32 1, i1 false }", IrPrinter.operand(f, new Value.ConstAggregate(
        new Type.Struct(List.of(Type.I32, Type.I1), false),
        List.of(new Value.ConstInt(Type.I32, 1), Value.ConstInt.bool(false)))));
    assertEquals("%4", IrPrinter.blockName(f, f.blocks().get(1).id()));
    assertEquals("  %3 = mul i32 %2, 2", IrPrinter.printInst(f, mul));
  }

  @Test
  void printIsTheConcatenationOfPrintInstLines() {
    Module m = Ir.parse(NUMBERED);
    Function f = Ir.fn(m);
    StringBuilder sb = new StringBuilder("define i32 @f(i32 %0) {\n");
    for (Block b : f.blocks()) {
      if (b != f.entry()) {
        sb.append('\n').append(b.name()).append(":\n");
      }
      b.insts().forEach(i -> sb.append(IrPrinter.printInst(f, i)).append('\n'));
    }
    sb.append("}\n");
    assertEquals(sb.toString(), IrPrinter.print(m, f));
    assertEquals(String.join("\n", NUMBERED) + "\n", IrPrinter.print(m));
  }

  @Test
  void outOfOrderNumbersAfterAMovePrintQuotedAndReparse() throws ParseException {
    Module m = Ir.parse(NUMBERED);
    Function f = Ir.fn(m);
    FunctionEditor ed = FunctionEditor.of(f);
    List<Inst> entry = f.entry().insts();
    ed.move(entry.get(1).id(), f.blocks().get(1).id(), 0); // %3 sinks below label 4
    Function moved = ed.finish();
    String text = IrPrinter.print(m.withFunction(moved));
    assertEquals(String.join("\n",
        "define i32 @f(i32 %0) {",
        "  %2 = add i32 %0, 1",
        "  br label %4",
        "",
        "4:",
        "  %\"3\" = mul i32 %2, 2",
        "  ret i32 %\"3\"",
        "}",
        ""), text, "%3 now follows label 4, so the number would be rejected; it prints as a name");
    assertEquals(text, reprinted(text));
  }

  @Test
  void unnamedNewValuesTakeTheNextNumber() throws ParseException {
    Module m = Ir.parse(
        "define i32 @f(i32 %a) {",
        "entry:",
        "  ret i32 %a",
        "}");
    Function f = Ir.fn(m);
    FunctionEditor ed = FunctionEditor.of(f);
    InstId id = ed.newInstId();
    Binary add = new Binary(id, Opcode.ADD, Type.I32, f.params().getFirst().asValue(),
        new Value.ConstInt(Type.I32, 1), List.of());
    ed.insertNew(f.entry().id(), 0, add, new Origin.Synthesized("test"));
    String text = IrPrinter.print(m.withFunction(ed.finish()));
    assertEquals("define i32 @f(i32 %a) {\nentry:\n  %0 = add i32 %a, 1\n  ret i32 %a\n}\n", text);
    assertEquals(text, reprinted(text));
  }

  @Test
  void namesNeedingQuotesAreQuotedWithEscapes() {
    assertEquals("x.1", SlotNames.identifier("x.1"));
    assertEquals("\"5.1\"", SlotNames.identifier("5.1"), "a clone of %5 named 5.1 by the editor");
    assertEquals("\"a b\"", SlotNames.identifier("a b"));
    assertEquals("\"q\\22\"", SlotNames.identifier("q\""));
    assertEquals("\"kept\"", SlotNames.identifier("\"kept\""));
    assertEquals("12", SlotNames.identifier("12"));
  }
}
