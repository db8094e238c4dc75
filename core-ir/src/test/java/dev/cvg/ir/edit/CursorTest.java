package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.assertPrints;
import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The builder: one-statement instructions, placement rules, operand checks, names and origins. */
class CursorTest {
  static final String DIAMOND = """
      declare token @llvm.experimental.convergence.entry()
      declare i32 @ballot(i1)

      define i32 @f(i32 %i, i1 %c) convergent {
      entry:
        br i1 %c, label %then, label %else

      then:
        br label %join

      else:
        br label %join

      join:
        %p = phi i32 [ 1, %then ], [ 2, %else ]
        ret i32 %p
      }
      """;

  private static final Value ONE = new Value.ConstInt(Type.I32, 1);
  private final Module m = module(DIAMOND);
  private final Function f = m.function("f").orElseThrow();

  @Test
  void addInOneStatement() {
    FunctionEditor e = FunctionEditor.of(f);
    Value.Local x = e.beforeTerminator(e.block("entry")).named("x").add(e.value("i"), ONE);
    assertEquals(x, e.value("x"));
    assertPrints(m, """
        define i32 @f(i32 %i, i1 %c) convergent {
        entry:
          %x = add i32 %i, 1
          br i1 %c, label %then, label %else

        then:
          br label %join

        else:
          br label %join

        join:
          %p = phi i32 [ 1, %then ], [ 2, %else ]
          ret i32 %p
        }
        """, e.finish());
  }

  @Test
  void successiveInsertionsKeepTheirOrderAndNamesStayUnique() {
    FunctionEditor e = FunctionEditor.of(f);
    Cursor c = e.beforeTerminator(e.block("then"));
    Value.Local a = c.named("i").mul(e.value("i"), ONE);
    Value.Local b = c.named("i").shl(a, ONE);
    c.named("i").xor(b, a);
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        then:
          %i.1 = mul i32 %i, 1
          %i.2 = shl i32 %i.1, 1
          %i.3 = xor i32 %i.2, %i.1
          br label %join
        """), text);
  }

  @Test
  void phisGoIntoThePhiGroupEvenFromTheEnd() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId join = e.block("join");
    Phi q = e.at(join).named("q").phi(Type.I32);
    e.addIncoming(q.id(), e.value("i"), e.block("then"));
    e.addIncoming(q.id(), ONE, e.block("else"));
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
          %p = phi i32 [ 1, %then ], [ 2, %else ]
          %q = phi i32 [ %i, %then ], [ 1, %else ]
          ret i32 %p
        """), text);
  }

  @Test
  void callWithAConvergenceControlBundle() {
    FunctionEditor e = FunctionEditor.of(f);
    Cursor c = e.before(e.terminator(e.block("entry")).id());
    Value.Local t = c.named("t").call(Type.TOKEN, "llvm.experimental.convergence.entry", List.of(), List.of()).asValue();
    Call b = c.named("b").call(Type.I32, "@ballot", List.of(e.value("c")),
        List.of(new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, List.of(t))));
    assertEquals(Type.I32, b.resultType());
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        entry:
          %t = call token @llvm.experimental.convergence.entry()
          %b = call i32 @ballot(i1 %c) [ "convergencectrl"(token %t) ]
        """), text);
  }

  @Test
  void operandTypesAreCheckedWhenBuilt() {
    FunctionEditor e = FunctionEditor.of(f);
    Cursor c = e.beforeTerminator(e.block("entry"));
    IllegalArgumentException add = assertThrows(IllegalArgumentException.class,
        () -> c.add(e.value("i"), new Value.ConstInt(Type.I64, 1)));
    assertEquals("add of i32 %i and i64 1: operand types differ", add.getMessage());
    IllegalArgumentException br = assertThrows(IllegalArgumentException.class,
        () -> e.at(e.block("then")).condBr(e.value("i"), e.block("join"), e.block("join")));
    assertEquals("condition i32 %i is not i1", br.getMessage());
    IllegalArgumentException fp = assertThrows(IllegalArgumentException.class,
        () -> c.binary(Opcode.FADD, e.value("i"), ONE));
    assertEquals("fadd needs floating-point operands, not i32 %i", fp.getMessage());
    IllegalArgumentException ret = assertThrows(IllegalArgumentException.class,
        () -> c.ret(new Value.ConstInt(Type.I64, 0)));
    assertEquals("ret of @f needs i32, not i64 0", ret.getMessage());
    IllegalArgumentException lie = assertThrows(IllegalArgumentException.class,
        () -> c.add(new Value.Local(e.value("i").id(), Type.I64), new Value.ConstInt(Type.I64, 1)));
    assertEquals("i64 %i is used as i64 but defined as i32", lie.getMessage());
    IllegalArgumentException phi = assertThrows(IllegalArgumentException.class,
        () -> e.addIncoming(e.value("p").id().inst(), e.value("c"), e.block("then")));
    assertEquals("incoming value of %p needs i32, not i1 %c", phi.getMessage());
  }

  @Test
  void placementRulesNameTheBlock() {
    FunctionEditor e = FunctionEditor.of(f);
    IllegalStateException after = assertThrows(IllegalStateException.class,
        () -> e.at(e.block("then")).add(e.value("i"), ONE));
    assertEquals("cannot put add after the terminator of %then; use beforeTerminator", after.getMessage());
    IllegalStateException second = assertThrows(IllegalStateException.class,
        () -> e.at(e.block("then")).br(e.block("join")));
    assertEquals("cannot put br after the terminator of %then; use replaceTerminator", second.getMessage());
    IllegalStateException beforePhi = assertThrows(IllegalStateException.class,
        () -> e.before(e.value("p").id().inst()).add(e.value("i"), ONE));
    assertEquals("cannot put add before the phis of %join", beforePhi.getMessage());
    assertThrows(IllegalArgumentException.class, () -> e.after(e.terminator(e.block("join")).id()));
  }

  @Test
  void originsDefaultToBuiltAndFollowTheCursor() {
    FunctionEditor e = FunctionEditor.of(f);
    Cursor c = e.beforeTerminator(e.block("entry"));
    Value.Local a = c.add(e.value("i"), ONE);
    Origin hoisted = new Origin.Synthesized("hoisted");
    Value.Local b = c.origin(hoisted).sub(a, ONE);
    Function g = e.finish();
    assertEquals(new Origin.Synthesized("built"), g.provenance().originOf(a.id().inst()).orElseThrow());
    assertEquals(hoisted, g.provenance().originOf(b.id().inst()).orElseThrow());
  }

  @Test
  void afterAnInstructionInsertsRightBehindIt() {
    FunctionEditor e = FunctionEditor.of(f);
    Value.Local a = e.beforeTerminator(e.block("else")).named("a").add(e.value("i"), ONE);
    e.after(a.id().inst()).named("b").select(e.value("c"), a, ONE);
    String text = EditFixtures.print(e.finish());
    assertEquals(true, text.contains("""
        else:
          %a = add i32 %i, 1
          %b = select i1 %c, i32 %a, i32 1
          br label %join
        """), text);
  }
}
