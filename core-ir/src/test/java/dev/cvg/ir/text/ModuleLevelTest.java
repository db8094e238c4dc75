package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Call;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Function;
import dev.cvg.ir.Global;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.TypeDef;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Module-level entities, attributes, metadata and the LLVM compatibility conversions. */
class ModuleLevelTest {

  @Test
  void attachmentsAreKeptVerbatimPerInstruction() {
    Module m = Ir.parse(
        "define void @f(ptr %p) {",
        "entry:",
        "  %x = load i32, ptr %p, align 4, !nontemporal !1, !noundef !{}",
        "  br label %entry, !llvm.loop !0",
        "}",
        "!0 = distinct !{!0, !{!\"llvm.loop.unroll.count\", i32 2}}",
        "!1 = !{i32 1}");
    Function f = Ir.fn(m);
    List<Inst> insts = Ir.insts(f);
    assertEquals("!nontemporal !1, !noundef !{}", f.attachments().get(insts.get(0).id()).get());
    assertEquals(List.of("align 4"), ((Load) insts.get(0)).trailing());
    assertEquals("!llvm.loop !0", f.attachments().get(insts.get(1).id()).get());
    assertEquals(List.of("!0 = distinct !{!0, !{!\"llvm.loop.unroll.count\", i32 2}}", "!1 = !{i32 1}"), m.trailer());
  }

  @Test
  void headerGroupsTypesAndGlobals() {
    Module m = Ir.parse(
        "; a comment",
        "source_filename = \"k.cl\"",
        "target triple = \"amdgcn-amd-amdhsa\"",
        "%T = type { i32, %U }",
        "%U = type { float }",
        "%Alias = type i64",
        "%O = type opaque",
        "@g = internal addrspace(3) global %Alias 5, align 8",
        "@e = external global i32",
        "declare void @d(i32 %named, ptr) #0",
        "attributes #0 = { convergent \"amdgpu-flat-work-group-size\"=\"1,256\" memory(argmem: read) }",
        "!llvm.ident = !{!0}",
        "!0 = !{!\"clang\"}");
    assertEquals(List.of("source_filename = \"k.cl\"", "target triple = \"amdgcn-amd-amdhsa\""), m.header());
    assertEquals(Optional.of("amdgcn-amd-amdhsa"), m.triple());
    assertEquals(List.of(
        new TypeDef("%T", Optional.of(new Type.Struct(List.of(Type.I32, new Type.Named("%U")), false))),
        new TypeDef("%U", Optional.of(new Type.Struct(List.of(new Type.Float("float")), false))),
        new TypeDef("%O", Optional.empty())), m.types(), "non-struct %Alias is an alias, as in LLVM");
    Global g = m.globals().getFirst();
    assertEquals(new Global("g", List.of("internal", "addrspace(3)"), false, Type.I64,
        Optional.of(new Value.ConstInt(Type.I64, 5)), List.of("align 8"), 3), g);
    assertEquals(Optional.empty(), m.globals().get(1).initializer());
    assertEquals(List.of(new AttributeGroup(0,
        List.of("convergent", "\"amdgpu-flat-work-group-size\"=\"1,256\"", "memory(argmem: read)"))), m.attributeGroups());
    Function d = m.function("d").orElseThrow();
    assertTrue(d.isDeclaration());
    assertEquals(Set.of("convergent", "\"amdgpu-flat-work-group-size\"=\"1,256\"", "memory(argmem: read)"),
        m.attributesOf(d));
    assertEquals(String.join("\n",
        "source_filename = \"k.cl\"",
        "target triple = \"amdgcn-amd-amdhsa\"",
        "",
        "%T = type { i32, %U }",
        "%U = type { float }",
        "%O = type opaque",
        "",
        "@g = internal addrspace(3) global i64 5, align 8",
        "@e = external global i32",
        "",
        "declare void @d(i32, ptr) #0",
        "",
        "attributes #0 = { convergent \"amdgpu-flat-work-group-size\"=\"1,256\" memory(argmem: read) }",
        "",
        "!llvm.ident = !{!0}",
        "",
        "!0 = !{!\"clang\"}",
        ""), IrPrinter.print(m));
  }

  @Test
  void namedStructResultsResolveThroughLaterDefinitions() {
    Module m = Ir.parse(
        "define float @f(%T %t) {",
        "  %x = extractvalue %T %t, 1, 0",
        "  ret float %x",
        "}",
        "%T = type { i32, %U }",
        "%U = type { float }");
    ExtractValue e = assertInstanceOf(ExtractValue.class, Ir.insts(Ir.fn(m)).getFirst());
    assertEquals(new Type.Float("float"), e.resultType());
  }

  @Test
  void typedPointersBecomeOpaquePointersLikeLlvm22() {
    Module m = Ir.parse(
        "@g1 = external addrspace(1) global i32 addrspace(1)*",
        "define void @f(i32 addrspace(1)* inreg %out, <2 x i32>* %in, void (i32)* %fp) {",
        "  %v = load <2 x i32>, <2 x i32>* %in",
        "  store i32 1, i32 addrspace(1)* %out, align 4",
        "  ret void",
        "}");
    Function f = m.function("f").orElseThrow();
    assertEquals(List.of(new Type.Ptr(1), Type.PTR, Type.PTR), f.params().stream().map(p -> p.type()).toList());
    assertEquals(new Type.Ptr(1), m.globals().getFirst().valueType());
    assertEquals("define void @f(ptr addrspace(1) inreg %out, ptr %in, ptr %fp) {", IrPrinter.print(m, f).lines().findFirst().get());
  }

  @Test
  void calledUndeclaredIntrinsicsAreDeclaredLikeLlvm22() {
    Module m = Ir.parse(
        "define i32 @f() {",
        "  %id = call i32 @llvm.amdgcn.workitem.id.x()",
        "  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)",
        "  ret i32 %id",
        "}");
    assertEquals(List.of("f", "llvm.amdgcn.ballot.i64", "llvm.amdgcn.workitem.id.x"),
        m.functions().stream().map(Function::name).toList());
    Function ballot = m.function("llvm.amdgcn.ballot.i64").orElseThrow();
    assertEquals(new Type.Function(Type.I64, List.of(Type.I1), false), ballot.header().type());
  }

  @Test
  void metadataOperandsAndQuotedNames() {
    Module m = Ir.parse(
        "declare i64 @llvm.read_register.i64(metadata)",
        "define i64 @\"odd name\"(i32 %\"a b\") {",
        "\"entry block\":",
        "  %r = call i64 @llvm.read_register.i64(metadata !0)",
        "  %\"x y\" = add i32 %\"a b\", 1",
        "  br label %\"entry block\"",
        "}",
        "!0 = !{!\"exec\"}");
    Function f = m.function("\"odd name\"").orElseThrow();
    Call c = (Call) f.entry().insts().getFirst();
    assertEquals(new Value.MetadataArg(Type.METADATA, "!0"), c.site().args().getFirst().value());
    assertEquals("\"entry block\"", f.entry().name());
    assertEquals("  br label %\"entry block\"", IrPrinter.printInst(f, f.entry().insts().get(2)));
    assertEquals("  %\"x y\" = add i32 %\"a b\", 1", IrPrinter.printInst(f, f.entry().insts().get(1)));
  }
}
