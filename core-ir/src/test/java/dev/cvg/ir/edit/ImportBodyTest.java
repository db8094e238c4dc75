package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.assertPrints;
import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** importBody: a callee's blocks copied into a caller, parameters bound, origins inlined and chained. */
class ImportBodyTest {
  private static final String M = """
      define i32 @h(i32 %z) {
      entry:
        %q = add i32 %z, 3
        ret i32 %q
      }

      define i32 @g(i32 %x) {
      entry:
        %c = icmp sgt i32 %x, 0
        br i1 %c, label %pos, label %done

      pos:
        %y = mul i32 %x, 2
        br label %done

      done:
        %r = phi i32 [ %x, %entry ], [ %y, %pos ]
        ret i32 %r
      }

      define i32 @f(i32 %a) {
      entry:
        %v = call i32 @g(i32 %a)
        %w = add i32 %v, 1
        ret i32 %w
      }
      """;
  private final Module m = module(M);
  private final Function f = m.function("f").orElseThrow();
  private final Function g = m.function("g").orElseThrow();

  /** Inlines {@code callee} at the call {@code %v} of {@code @f}, the way a pass wires it. */
  private static Function inline(Function caller, Function callee) {
    FunctionEditor e = FunctionEditor.of(caller);
    InstId call = e.value("v").id().inst();
    BlockId entry = e.block("entry");
    BlockId cont = e.splitBlock(e.value("w").id().inst(), "cont");
    CloneMap body = e.importBody(callee, List.of(e.value("a")), call, entry);
    e.replaceTerminator(entry, new Br(e.newInstId(), body.block(callee.entry().id())));
    BlockId done = body.block(callee.blocks().last().id());
    Value result = body.value(callee.blocks().last().insts().getFirst().asValue());
    e.replaceTerminator(done, new Br(e.newInstId(), cont));
    e.eraseReplacing(call, result, "inlined");
    return e.finish();
  }

  @Test
  void inliningThroughImportBodyPrintsTheExpectedCaller() {
    assertPrints(m, """
        define i32 @f(i32 %a) {
        entry:
          br label %entry.1

        entry.1:
          %c = icmp sgt i32 %a, 0
          br i1 %c, label %pos, label %done

        pos:
          %y = mul i32 %a, 2
          br label %done

        done:
          %r = phi i32 [ %a, %entry.1 ], [ %y, %pos ]
          br label %cont

        cont:
          %w = add i32 %r, 1
          ret i32 %w
        }
        """, inline(f, g));
  }

  @Test
  void importedInstructionsAreInlinedFromTheCallee() {
    Function after = inline(f, g);
    InstId call = f.entry().insts().getFirst().id();
    var c = after.blocks().get(1).insts().getFirst();
    assertEquals(new Origin.Inlined(g.entry().insts().getFirst().id(), "g", call),
        after.provenance().originOf(c.id()).orElseThrow());
  }

  @Test
  void inliningAnInlinedInstructionChainsItsOrigin() {
    Function h = m.function("h").orElseThrow();
    FunctionEditor eg = FunctionEditor.of(g);
    InstId site = eg.value("y").id().inst();
    CloneMap hBody = eg.importBody(h, List.of(eg.value("x")), site, eg.block("pos"));
    Function g2 = eg.finishUnchecked();
    InstId q = h.entry().insts().getFirst().id();
    InstId qInG = hBody.inst(q);

    FunctionEditor ef = FunctionEditor.of(f);
    InstId call = ef.value("v").id().inst();
    CloneMap gBody = ef.importBody(g2, List.of(ef.value("a")), call, ef.block("entry"));
    Origin.Inlined origin = (Origin.Inlined) ef.finishUnchecked().provenance().originOf(gBody.inst(qInG)).orElseThrow();
    assertEquals(new Origin.Inlined(qInG, "g", call, Optional.of(new Origin.Inlined(q, "h", site))), origin);
    assertEquals(new Origin.Inlined(q, "h", site), origin.innermost());
  }

  @Test
  void argumentsAreChecked() {
    FunctionEditor e = FunctionEditor.of(f);
    InstId call = e.value("v").id().inst();
    assertEquals("@g takes 1 arguments, not 0", assertThrows(IllegalArgumentException.class,
        () -> e.importBody(g, List.of(), call, e.block("entry"))).getMessage());
    assertEquals("argument 0 of @g needs i32, not i64 1", assertThrows(IllegalArgumentException.class,
        () -> e.importBody(g, List.of(new Value.ConstInt(Type.I64, 1)), call, e.block("entry"))).getMessage());
  }
}
