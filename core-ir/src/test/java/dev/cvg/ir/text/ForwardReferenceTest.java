package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.SourcePos;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Forward references, raw ids in textual order, and the source map. */
class ForwardReferenceTest {
  private static final String[] LOOP = {
    "define i32 @loop(i32 %n) {",
    "entry:",
    "  br label %header",
    "",
    "header:",
    "  %i = phi i32 [ 0, %entry ], [ %next, %latch ]",
    "  %c = icmp slt i32 %i, %n",
    "  br i1 %c, label %latch, label %exit",
    "",
    "exit:",
    "  ret i32 %late",
    "",
    "latch:",
    "  %next = add i32 %i, 1",
    "  %late = add i32 %next, 0",
    "  br label %header",
    "}",
  };

  @Test
  void forwardReferencesResolveToTheDefiningInstructions() {
    Function f = Ir.fn(Ir.parse(LOOP));
    Block header = f.blocks().get(1);
    Block latch = f.blocks().get(3);
    Phi phi = (Phi) header.insts().get(0);
    Inst next = latch.insts().get(0);
    Inst late = latch.insts().get(1);
    assertEquals(next.asValue(), phi.incoming().get(1).value(), "phi operand defined in a later block");
    assertEquals(latch.id(), phi.incoming().get(1).block(), "block named before its label");
    assertEquals(late.asValue(), f.blocks().get(2).insts().get(0).operands().get(0), "use in an earlier block");
    assertEquals(header.id(), ((Br) f.blocks().get(0).insts().get(0)).target());
  }

  @Test
  void idsComeFromOneCounterInTextualOrder() {
    Function f = Ir.fn(Ir.parse(LOOP));
    List<Integer> ids = new ArrayList<>();
    f.params().forEach(p -> ids.add(p.id().index()));
    for (Block b : f.blocks()) {
      ids.add(b.id().index());
      b.insts().forEach(i -> ids.add(i.id().index()));
    }
    List<Integer> expected = new ArrayList<>();
    for (int k = 0; k < ids.size(); k++) {
      expected.add(k);
    }
    assertEquals(expected, ids);
    assertEquals(ids.size(), f.nextId());
    for (Inst i : Ir.insts(f)) {
      if (i.hasResult()) {
        assertEquals(i.id().index(), i.result().orElseThrow().index(), "result id == inst id");
      }
      for (Value v : i.operands()) {
        assertTrue(!(v instanceof Value.Local l) || l.id().index() >= 0, "no placeholder left in " + i);
      }
    }
  }

  @Test
  void everyEntityHasItsSourcePosition() {
    Function f = Ir.fn(Ir.parse(LOOP));
    assertEquals(new SourcePos("t.ll", 1, 1), f.sourceMap().function().orElseThrow());
    Param n = f.params().getFirst();
    assertEquals(new SourcePos("t.ll", 1, 18), f.sourceMap().at(n.id().index()).orElseThrow());
    BlockId header = f.blocks().get(1).id();
    assertEquals(new SourcePos("t.ll", 5, 1), f.sourceMap().of(header).orElseThrow());
    Inst c = f.blocks().get(1).insts().get(1);
    assertEquals(new SourcePos("t.ll", 7, 3), f.sourceMap().of(c.id()).orElseThrow());
    for (Inst i : Ir.insts(f)) {
      assertTrue(f.sourceMap().of(i.id()).isPresent(), "position of " + i);
    }
  }

  @Test
  void unlabelledEntryBlockIsPositionedAtItsFirstInstruction() {
    Function f = Ir.fn(Ir.parse(
        "define i32 @f(i32 %a) {",
        "    %x = add i32 %a, %y",
        "    %y = add i32 %a, 1",
        "    ret i32 %x",
        "}"));
    assertEquals(new SourcePos("t.ll", 2, 5), f.sourceMap().of(f.entry().id()).orElseThrow());
    Binary x = (Binary) f.entry().insts().get(0);
    assertEquals(f.entry().insts().get(1).asValue(), x.rhs(), "forward use in the same block (invalid SSA, parses)");
  }
}
