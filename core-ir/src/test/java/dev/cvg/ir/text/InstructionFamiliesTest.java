package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Cast;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.ExtractElement;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Fence;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Function;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Load;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** One canonical line per instruction form: it parses to the expected record and prints back unchanged. */
class InstructionFamiliesTest {
  private record Case(String line, Consumer<Inst> check) {}

  private static Case c(String line, Consumer<Inst> check) {
    return new Case(line, check);
  }

  /** Parses {@code line} as the first instruction of a function with useful parameters. */
  private static Function within(String line) {
    return Ir.fn(Ir.parse(
        "define void @t(i32 %a, i32 %b, float %f, ptr %p, <4 x i32> %v, { i32, i1 } %s, i1 %c, token %tok) {",
        "entry:",
        line,
        "  ret void",
        "}",
        "declare i32 @g(i32)",
        "declare void @h()"));
  }

  private static Stream<Case> cases() {
    return Stream.of(
        c("  %x = add nuw nsw i32 %a, 7", i -> {
          Binary b = assertInstanceOf(Binary.class, i);
          assertEquals(Opcode.ADD, b.opcode());
          assertEquals(List.of("nuw", "nsw"), b.flags());
          assertEquals(new Value.ConstInt(Type.I32, 7), b.rhs());
        }),
        c("  %x = fmul fast float %f, 2.000000e+00", i -> assertEquals(List.of("fast"), ((Binary) i).flags())),
        c("  %x = udiv exact i32 %a, %b", i -> assertEquals(Opcode.UDIV, i.opcode())),
        c("  %x = fneg nnan float %f", i -> assertEquals(Opcode.FNEG, assertInstanceOf(Unary.class, i).opcode())),
        c("  %x = icmp samesign ule i32 %a, %b", i -> {
          Compare k = assertInstanceOf(Compare.class, i);
          assertEquals("ule", k.predicate());
          assertEquals(List.of("samesign"), k.flags());
          assertEquals(Type.I1, k.resultType());
        }),
        c("  %x = icmp eq <4 x i32> %v, zeroinitializer",
            i -> assertEquals(new Type.Vector(4, Type.I1, false), i.resultType())),
        c("  %x = fcmp reassoc oge float %f, 0.000000e+00", i -> assertEquals("oge", ((Compare) i).predicate())),
        c("  %x = zext nneg i32 %a to i64", i -> {
          Cast k = assertInstanceOf(Cast.class, i);
          assertEquals(Type.I64, k.to());
          assertEquals(List.of("nneg"), k.flags());
        }),
        c("  %x = ptrtoint ptr %p to i64", i -> assertEquals(Opcode.PTRTOINT, i.opcode())),
        c("  %x = select i1 %c, i32 %a, i32 %b", i -> assertInstanceOf(Select.class, i)),
        c("  %x = freeze i32 %a", i -> assertInstanceOf(Freeze.class, i)),
        c("  %x = call i32 @g(i32 noundef %a) #0", i -> {
          CallSite s = assertInstanceOf(Call.class, i).site();
          assertEquals("@g", s.calleeName().orElseThrow());
          assertEquals(List.of("noundef"), s.args().getFirst().attrs());
          assertEquals(List.of("#0"), s.fnAttrs());
        }),
        c("  %x = tail call fast float @g(i32 %a)", i -> {
          CallSite s = ((Call) i).site();
          assertEquals(List.of("tail"), s.prefix());
          assertEquals(List.of("fast"), s.modifiers());
        }),
        c("  call void @h() [ \"convergencectrl\"(token %tok), \"other\"() ]", i -> {
          CallSite s = ((Call) i).site();
          assertEquals(List.of("convergencectrl", "other"), s.bundles().stream().map(CallSite.Bundle::tag).toList());
          Value.Local tok = assertInstanceOf(Value.Local.class, s.convergenceToken().orElseThrow());
          assertEquals(Type.TOKEN, tok.type());
          assertEquals(7, tok.id().index(), "the eighth parameter");
        }),
        c("  %x = call i32 asm sideeffect \"s_mov_b32 $0, $1\", \"=s,v\"(i32 %a)", i -> {
          Value.InlineAsm asm = assertInstanceOf(Value.InlineAsm.class, ((Call) i).site().callee());
          assertEquals(List.of("sideeffect"), asm.modifiers());
          assertEquals("=s,v", asm.constraints());
          assertEquals(new Type.Function(Type.I32, List.of(Type.I32), false), asm.type());
        }),
        c("  %x = load volatile i32, ptr %p, align 4", i -> {
          Load l = assertInstanceOf(Load.class, i);
          assertEquals(true, l.isVolatile());
          assertEquals(List.of("align 4"), l.trailing());
        }),
        c("  %x = load atomic i32, ptr %p syncscope(\"agent\") acquire, align 4",
            i -> assertEquals("syncscope(\"agent\") acquire", ((Load) i).atomic())),
        c("  store atomic volatile i32 %a, ptr %p seq_cst, align 4", i -> {
          Store s = assertInstanceOf(Store.class, i);
          assertEquals("seq_cst", s.atomic());
          assertEquals(true, s.isVolatile());
        }),
        c("  %x = alloca i32, i32 %a, align 8, addrspace(5)", i -> {
          Alloca a = assertInstanceOf(Alloca.class, i);
          assertEquals(new Type.Ptr(5), a.resultType());
          assertEquals(List.of("align 8", "addrspace(5)"), a.trailing());
        }),
        c("  %x = getelementptr inbounds nuw { i32, i1 }, ptr %p, i64 0, i32 1", i -> {
          GetElementPtr g = assertInstanceOf(GetElementPtr.class, i);
          assertEquals(List.of("inbounds", "nuw"), g.flags());
          assertEquals(2, g.indices().size());
        }),
        c("  %x = atomicrmw volatile xchg ptr %p, i32 %a syncscope(\"wavefront\") monotonic, align 4", i -> {
          AtomicRmw r = assertInstanceOf(AtomicRmw.class, i);
          assertEquals("xchg", r.operation());
          assertEquals("syncscope(\"wavefront\") monotonic", r.ordering());
        }),
        c("  %x = cmpxchg weak volatile ptr %p, i32 %a, i32 %b seq_cst acquire, align 4", i -> {
          CmpXchg k = assertInstanceOf(CmpXchg.class, i);
          assertEquals(List.of("weak", "volatile"), k.modifiers());
          assertEquals(new Type.Struct(List.of(Type.I32, Type.I1), false), k.resultType());
        }),
        c("  fence syncscope(\"workgroup\") acq_rel",
            i -> assertEquals("syncscope(\"workgroup\") acq_rel", assertInstanceOf(Fence.class, i).ordering())),
        c("  %x = extractvalue { i32, i1 } %s, 1", i -> {
          ExtractValue e = assertInstanceOf(ExtractValue.class, i);
          assertEquals(Type.I1, e.resultType());
          assertEquals(List.of(1), e.indices());
        }),
        c("  %x = insertvalue { i32, i1 } %s, i1 true, 1", i -> assertInstanceOf(InsertValue.class, i)),
        c("  %x = extractelement <4 x i32> %v, i32 2",
            i -> assertEquals(Type.I32, assertInstanceOf(ExtractElement.class, i).resultType())),
        c("  %x = insertelement <4 x i32> %v, i32 %a, i64 0", i -> assertInstanceOf(InsertElement.class, i)),
        c("  %x = shufflevector <4 x i32> %v, <4 x i32> poison, <2 x i32> <i32 0, i32 3>",
            i -> assertEquals(new Type.Vector(2, Type.I32, false),
                assertInstanceOf(ShuffleVector.class, i).resultType())));
  }

  @TestFactory
  Stream<DynamicTest> eachFormParsesToItsRecordAndPrintsBack() {
    return cases().map(k -> DynamicTest.dynamicTest(k.line().trim(), () -> {
      Function f = within(k.line());
      Inst i = f.entry().insts().getFirst();
      k.check().accept(i);
      assertEquals(k.line(), IrPrinter.printInst(f, i));
    }));
  }

  @Test
  void terminators() {
    Function f = Ir.fn(Ir.parse(
        "define i32 @t(i32 %a, i1 %c) {",
        "entry:",
        "  br i1 %c, label %sw, label %dead",
        "",
        "sw:",
        "  switch i32 %a, label %done [",
        "    i32 0, label %done",
        "    i32 1, label %br",
        "  ]",
        "",
        "br:",
        "  callbr void asm \"\", \"r,!i\"(i32 %a)",
        "          to label %done [label %dead]",
        "",
        "dead:",
        "  unreachable",
        "",
        "done:",
        "  %p = phi i32 [ 0, %sw ], [ 0, %sw ], [ 1, %br ]",
        "  ret i32 %p",
        "}"));
    CondBr br = assertInstanceOf(CondBr.class, f.entry().insts().getFirst());
    assertEquals(List.of(f.blocks().get(1).id(), f.blocks().get(3).id()), br.successors());
    Switch sw = assertInstanceOf(Switch.class, f.blocks().get(1).insts().getFirst());
    assertEquals(3, sw.successors().size());
    assertEquals(-0L, sw.cases().getFirst().value().value());
    CallBr cb = assertInstanceOf(CallBr.class, f.blocks().get(2).insts().getFirst());
    assertEquals(List.of(f.blocks().get(4).id(), f.blocks().get(3).id()), cb.successors());
    assertInstanceOf(Unreachable.class, f.blocks().get(3).insts().getFirst());
    Phi phi = assertInstanceOf(Phi.class, f.blocks().get(4).insts().getFirst());
    assertEquals(3, phi.incoming().size());
    assertInstanceOf(Ret.class, f.blocks().get(4).insts().get(1));
    assertEquals("  switch i32 %a, label %done [\n    i32 0, label %done\n    i32 1, label %br\n  ]",
        IrPrinter.printInst(f, sw));
    assertEquals("  callbr void asm \"\", \"r,!i\"(i32 %a)\n          to label %done [label %dead]",
        IrPrinter.printInst(f, cb));
  }
}
