package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.assertPrints;
import static dev.cvg.ir.edit.EditFixtures.module;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The edits issue 11 timed "as a new user would" (15 lines of index arithmetic, 20 lines, five
 * statements), written with the API a pass writer has.
 */
class NewUserExamplesTest {

  @Test
  void buildAnAddInOneStatement() {
    Module m = module(CursorTest.DIAMOND);
    FunctionEditor e = FunctionEditor.of(m.function("f").orElseThrow());
    e.beforeTerminator(e.block("then")).named("x").add(e.value("i"), new Value.ConstInt(Type.I32, 1));
    EditFixtures.assertVerifies(m, e.finish(), "one-statement add");
  }

  @Test
  void hoistOneInstructionOutOfAnIfElse() {
    Module m = module("""
        define i32 @f(i32 %i, i1 %c) {
        entry:
          br i1 %c, label %then, label %else

        then:
          %a = add i32 %i, 1
          br label %join

        else:
          %b = add i32 %i, 1
          br label %join

        join:
          %p = phi i32 [ %a, %then ], [ %b, %else ]
          ret i32 %p
        }
        """);
    FunctionEditor e = FunctionEditor.of(m.function("f").orElseThrow());
    Value.Local a = e.value("a");
    e.moveBefore(a.id().inst(), e.terminator(e.block("entry")).id());
    e.replaceAllUses(e.value("b").id(), a);
    e.merge(a.id().inst(), List.of(e.value("b").id().inst()), "hoisted");
    assertPrints(m, """
        define i32 @f(i32 %i, i1 %c) {
        entry:
          %a = add i32 %i, 1
          br i1 %c, label %then, label %else

        then:
          br label %join

        else:
          br label %join

        join:
          %p = phi i32 [ %a, %then ], [ %a, %else ]
          ret i32 %p
        }
        """, e.finish());
  }

  @Test
  void cloneABlockWithOneRetargetedEdge() {
    Module m = module("""
        define i32 @f(i32 %i, i1 %c) {
        entry:
          br i1 %c, label %body, label %other

        other:
          br label %body

        body:
          %p = phi i32 [ 1, %entry ], [ 2, %other ]
          %x = add i32 %p, %i
          br label %exit

        exit:
          %r = phi i32 [ %x, %body ]
          ret i32 %r
        }
        """);
    FunctionEditor e = FunctionEditor.of(m.function("f").orElseThrow());
    BlockId body = e.block("body");
    BlockId other = e.block("other");
    CloneMap copy = e.cloneRegion(List.of(body), CloneKey.of("thread", "other"), body);
    e.retarget(other, body, copy.block(body));
    e.removeIncoming(copy.inst(e.value("p").id().inst()), e.block("entry"));
    assertPrints(m, """
        define i32 @f(i32 %i, i1 %c) {
        entry:
          br i1 %c, label %body, label %other

        other:
          br label %body.1

        body:
          %p = phi i32 [ 1, %entry ]
          %x = add i32 %p, %i
          br label %exit

        body.1:
          %p.1 = phi i32 [ 2, %other ]
          %x.1 = add i32 %p.1, %i
          br label %exit

        exit:
          %r = phi i32 [ %x, %body ], [ %x.1, %body.1 ]
          ret i32 %r
        }
        """, e.finish());
  }
}
