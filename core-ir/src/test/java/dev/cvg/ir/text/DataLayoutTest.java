package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The alignment the parser gives accesses written without {@code align}. Every expected value
 * was recorded from {@code opt-22 -S} on {@code load T, ptr %p}: without a triple (LLVM's
 * default layout, also what {@code llvm-as} uses) and with {@code -mtriple=amdgcn--} (the
 * AMDGPU target layout).
 */
class DataLayoutTest {
  private record Row(String type, long byDefault, long amdgcn) {}

  private static Row row(String type, long byDefault, long amdgcn) {
    return new Row(type, byDefault, amdgcn);
  }

  private static final List<Row> LOADS = List.of(
      row("i1", 1, 1), row("i8", 1, 1), row("i16", 2, 2), row("i32", 4, 4), row("i64", 4, 8),
      row("i24", 4, 4), row("i48", 4, 8),
      row("half", 2, 2), row("float", 4, 4), row("double", 8, 8), row("bfloat", 2, 2),
      row("fp128", 16, 16), row("x86_fp80", 16, 16),
      row("ptr", 8, 8), row("ptr addrspace(1)", 8, 8), row("ptr addrspace(3)", 8, 4),
      row("ptr addrspace(5)", 8, 4), row("ptr addrspace(7)", 8, 32), row("ptr addrspace(8)", 8, 16),
      row("<2 x float>", 8, 8), row("<3 x i32>", 16, 16), row("<4 x i32>", 16, 16),
      row("<8 x i32>", 32, 32), row("<16 x i32>", 64, 64), row("<2 x i64>", 16, 16),
      row("<3 x i16>", 8, 8), row("<2 x half>", 4, 4), row("<4 x i1>", 1, 1), row("<2 x ptr>", 16, 16),
      row("<32 x i32>", 128, 128), row("<2 x ptr addrspace(3)>", 16, 8), row("<3 x i8>", 4, 4),
      row("<6 x i8>", 8, 8),
      row("%S", 4, 8), row("%T", 2, 2), row("{ i32, <4 x float> }", 16, 16), row("<{ i32, i64 }>", 1, 1),
      row("[4 x i64]", 4, 8), row("[3 x i16]", 2, 2));

  private static String module(List<Row> rows) {
    StringBuilder sb = new StringBuilder("%S = type { i8, i64 }\n%T = type { i8, i16 }\n");
    sb.append("define void @f(ptr %p) {\n");
    for (int k = 0; k < rows.size(); k++) {
      sb.append("  %v").append(k).append(" = load ").append(rows.get(k).type()).append(", ptr %p\n");
    }
    return sb.append("  ret void\n}\n").toString();
  }

  private static List<String> loadAligns(Module m) {
    List<String> out = new ArrayList<>();
    Ir.insts(Ir.fn(m)).forEach(i -> {
      if (i instanceof Load l) {
        out.add(l.type() + " " + l.trailing());
      }
    });
    return out;
  }

  private static List<String> expected(boolean amdgcn) {
    return LOADS.stream().map(r -> r.type() + " [align " + (amdgcn ? r.amdgcn() : r.byDefault()) + "]").toList();
  }

  @TestFactory
  Stream<DynamicTest> loadsTakeAbiAlignmentOfTheLayout() throws ParseException {
    String src = module(LOADS);
    List<String> byDefault = loadAligns(IrParser.parse(src, "t.ll"));
    List<String> opt = loadAligns(IrParser.parseAsOpt(src, "t.ll", Optional.of("amdgcn--")));
    List<String> inModule = loadAligns(IrParser.parse("target triple = \"amdgcn-amd-amdhsa\"\n"
        + "target datalayout = \"" + DataLayout.targetLayout("amdgcn").orElseThrow() + "\"\n" + src, "t.ll"));
    return Stream.of(
        DynamicTest.dynamicTest("default layout (opt-22 without triple)", () -> assertEquals(expected(false), byDefault)),
        DynamicTest.dynamicTest("opt -mtriple=amdgcn--", () -> assertEquals(expected(true), opt)),
        DynamicTest.dynamicTest("AMDGPU layout stated in the module", () -> assertEquals(expected(true), inModule)));
  }

  @Test
  void writtenAlignmentIsKeptAndOtherAccessesFollowLlvm() {
    // expected lines: opt-22 -S output for the same input
    Module m = Ir.parse(
        "%S = type { i8, i64 }",
        "define void @f(ptr %p, ptr addrspace(3) %r) {",
        "  %a = load i32, ptr %p, align 1",
        "  store i64 0, ptr addrspace(3) %r",
        "  %b = alloca { i8 }",
        "  %c = alloca <{ i8, i32 }>",
        "  %d = alloca %S",
        "  %e = alloca i32, i32 4",
        "  %f = alloca i8, addrspace(5)",
        "  %g = atomicrmw add ptr %p, i64 1 seq_cst",
        "  %h = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst",
        "  %i = load atomic i32, ptr %p seq_cst, align 4",
        "  ret void",
        "}");
    assertEquals("""
        define void @f(ptr %p, ptr addrspace(3) %r) {
          %a = load i32, ptr %p, align 1
          store i64 0, ptr addrspace(3) %r, align 4
          %b = alloca { i8 }, align 8
          %c = alloca <{ i8, i32 }>, align 8
          %d = alloca %S, align 8
          %e = alloca i32, i32 4, align 4
          %f = alloca i8, align 1, addrspace(5)
          %g = atomicrmw add ptr %p, i64 1 seq_cst, align 8
          %h = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst, align 4
          %i = load atomic i32, ptr %p seq_cst, align 4
          ret void
        }
        """, IrPrinter.print(m, Ir.fn(m)));
  }

  @Test
  void assemblerUpgradesAmdgpuLayoutsWithBufferPointers() throws ParseException {
    // llvm-as-22 | llvm-dis-22: triple amdgcn without layout gets p7/p8/p9 but keeps i64:32
    String src = "target triple = \"amdgcn--\"\ndefine void @f(ptr %p) {\n"
        + "  %a = load i64, ptr %p\n  %b = load ptr addrspace(7), ptr %p\n  %c = load ptr addrspace(5), ptr %p\n"
        + "  ret void\n}\n";
    assertEquals(List.of("i64 [align 4]", "ptr addrspace(7) [align 32]", "ptr addrspace(5) [align 8]"),
        loadAligns(IrParser.parse(src, "t.ll")));
    assertEquals(List.of("i64 [align 8]", "ptr addrspace(7) [align 32]", "ptr addrspace(5) [align 4]"),
        loadAligns(IrParser.parseAsOpt(src, "t.ll", Optional.empty())));
  }
}
