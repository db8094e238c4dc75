package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import java.util.List;
import org.junit.jupiter.api.Test;

/** LLVM's numbering of unnamed values: arguments, blocks and results share one sequence. */
class NumberingTest {

  @Test
  void unnamedArgumentsEntryBlockAndResultsGetConsecutiveNumbers() {
    Function f = Ir.fn(Ir.parse(
        "define i32 @f(i32, i32) {",
        "  %3 = add i32 %0, %1",
        "  call void @g()",
        "  call i32 @h()",
        "  br label %6",
        "6:",
        "  ret i32 %3",
        "}",
        "declare void @g()",
        "declare i32 @h()"));
    assertEquals(List.of("0", "1"), f.params().stream().map(p -> f.nameOf(p.id()).orElseThrow()).toList());
    assertEquals(List.of("2", "6"), Ir.blockNames(f), "entry block takes number 2");
    List<Inst> insts = Ir.insts(f);
    assertEquals("3", Ir.nameOf(f, insts.get(0)));
    assertEquals("4", Ir.nameOf(f, insts.get(2)), "an unnamed non-void call takes the next number");
    assertEquals(false, f.valueNames().containsKey(insts.get(1).id().value()), "void calls take no number");
  }

  @Test
  void theLargestNumberFollowedByAnUnnamedValueIsNoInternalError() {
    // numbers of 19 digits or more read as Long.MAX_VALUE; the counter after it wraps (a
    // mutated input of InputFuzzTest once met a null name there)
    Function f = Ir.fn(Ir.parse(
        "define i32 @f(i32 %a) {",
        "  %99999999999999999999 = add i32 %a, 1",
        "  %b = call i32 @h()",
        "  call i32 @h()",
        "  ret i32 %b",
        "}",
        "declare i32 @h()"));
    assertEquals(Long.toString(Long.MAX_VALUE), Ir.nameOf(f, Ir.insts(f).get(0)));
    assertEquals(Long.toString(Long.MIN_VALUE), Ir.nameOf(f, Ir.insts(f).get(2)));
  }

  @Test
  void gapsAreAllowedAndRemembered() {
    Module m = Ir.parse(
        "define i32 @f(i32 %a) {",
        "  %3 = add i32 %a, 1",
        "  br label %10",
        "10:",
        "  %12 = mul i32 %3, 2",
        "  ret i32 %12",
        "}");
    Function f = Ir.fn(m);
    assertEquals(List.of("0", "10"), Ir.blockNames(f));
    assertEquals("12", Ir.nameOf(f, Ir.insts(f).get(2)));
    assertEquals(String.join("\n",
        "define i32 @f(i32 %a) {",
        "  %3 = add i32 %a, 1",
        "  br label %10",
        "",
        "10:",
        "  %12 = mul i32 %3, 2",
        "  ret i32 %12",
        "}",
        ""), IrPrinter.print(m));
  }

  @Test
  void unlabelledBlockAfterTerminatorResolvesNumberedForwardReference() {
    Function f = Ir.fn(Ir.parse(
        "define void @f(i1 %c) {",
        "  br i1 %c, label %1, label %2",
        "  br label %2",
        "  ret void",
        "}"));
    assertEquals(List.of("0", "1", "2"), Ir.blockNames(f));
    CondBr br = (CondBr) Ir.insts(f).get(0);
    assertEquals(f.blocks().get(1).id(), br.ifTrue());
    assertEquals(f.blocks().get(2).id(), br.ifFalse());
    assertEquals(f.blocks().get(2).id(), ((Br) Ir.insts(f).get(1)).target());
  }

  @Test
  void quotedNumberIsANameNotANumber() {
    Function f = Ir.fn(Ir.parse(
        "define i32 @f(i32 %\"0\") {",
        "entry:",
        "  %0 = add i32 %\"0\", 1",
        "  ret i32 %0",
        "}"));
    Param p = f.params().getFirst();
    assertEquals("\"0\"", f.nameOf(p.id()).orElseThrow(), "quoted form kept verbatim");
    assertEquals("0", Ir.nameOf(f, Ir.insts(f).get(0)));
    assertEquals("entry", Ir.blockNames(f).getFirst());
    assertEquals(p.asValue(), ((dev.cvg.ir.Binary) Ir.insts(f).get(0)).lhs(), "%\"0\" is the argument");
  }

  @Test
  void explicitEntryLabelNumberIsKeptAndPrinted() {
    Module m = Ir.parse(
        "define void @f() {",
        "5:",
        "  ret void",
        "}");
    assertEquals(List.of("5"), Ir.blockNames(Ir.fn(m)));
    assertEquals("define void @f() {\n5:\n  ret void\n}\n", IrPrinter.print(m));
  }

  @Test
  void implicitEntryNumberIsNotPrinted() {
    Module m = Ir.parse(
        "define void @f(i32) {",
        "1:",
        "  ret void",
        "}");
    assertEquals(List.of("1"), Ir.blockNames(Ir.fn(m)));
    assertEquals("define void @f(i32 %0) {\n  ret void\n}\n", IrPrinter.print(m));
  }
}
