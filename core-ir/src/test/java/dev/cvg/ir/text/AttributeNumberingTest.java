package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Attribute group renumbering. Expected texts were recorded from {@code llvm-as-22 | llvm-dis-22}
 * (whole module) and {@code opt-22 -mtriple=amdgcn-- -passes='print<uniformity>'} (single
 * instructions) on the same input.
 */
class AttributeNumberingTest {
  private static final String[] SOURCE = {
      "declare void @g()",
      "define void @a() #5 {",
      "  call void @g() #7",
      "  ret void",
      "}",
      "define void @b() #6 {",
      "  call void @g() #8",
      "  call void @g() #7",
      "  ret void",
      "}",
      "attributes #5 = { nounwind }",
      "attributes #6 = { noinline }",
      "attributes #7 = { cold }",
      "attributes #8 = { minsize }",
      "attributes #9 = { nounwind }"};

  @Test
  void modulePrintNumbersFunctionSetsThenCallSitesAndDropsUnusedGroups() {
    assertEquals("""
        declare void @g()

        define void @a() #0 {
          call void @g() #2
          ret void
        }

        define void @b() #1 {
          call void @g() #3
          call void @g() #2
          ret void
        }

        attributes #0 = { nounwind }
        attributes #1 = { noinline }
        attributes #2 = { cold }
        attributes #3 = { minsize }
        """, IrPrinter.print(Ir.parse(SOURCE)));
  }

  @Test
  void singleInstructionSeesOnlyItsOwnFunctionsCallSites() {
    Module m = Ir.parse(SOURCE);
    Function b = m.functions().get(2);
    List<Inst> insts = Ir.insts(b);
    assertEquals("  call void @g() #2", IrPrinter.printInst(m, b, insts.get(0)));
    assertEquals("  call void @g() #3", IrPrinter.printInst(m, b, insts.get(1)));
    assertEquals("  call void @g() #8", IrPrinter.printInst(b, insts.get(0)), "without the module: as written");
  }

  @Test
  void groupsWithTheSameAttributesShareANumber() {
    // b42473-r1-crash.ll: #2, #3, #4 all { nounwind readnone } print as #0
    Module m = Ir.parse(
        "declare i32 @g(i32)",
        "define void @f() #2 {",
        "  %a = tail call i32 @g(i32 0) #3",
        "  %b = tail call i32 @g(i32 0) #4",
        "  ret void",
        "}",
        "attributes #2 = { nounwind readnone }",
        "attributes #3 = { readnone nounwind }",
        "attributes #4 = { nounwind readnone }");
    assertEquals("""
        declare i32 @g(i32)

        define void @f() #0 {
          %a = tail call i32 @g(i32 0) #0
          %b = tail call i32 @g(i32 0) #0
          ret void
        }

        attributes #0 = { nounwind readnone }
        """, IrPrinter.print(m));
  }
}
