package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.assertPrints;
import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** cloneRegion: remapping inside the region, phi entries on outside edges, origins and names. */
class RegionClonerTest {
  static final String LOOP = """
      define i32 @f(i32 %n) {
      entry:
        br label %head

      head:
        %i = phi i32 [ 0, %entry ], [ %next, %latch ]
        %c = icmp slt i32 %i, %n
        br i1 %c, label %latch, label %exit

      latch:
        %next = add i32 %i, 1
        br label %head

      exit:
        %r = phi i32 [ %i, %head ]
        ret i32 %r
      }
      """;
  private final Module m = module(LOOP);
  private final Function f = m.function("f").orElseThrow();

  @Test
  void aClonedLoopBodyReferencesItsCopiesAndFeedsTheExitPhi() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId head = e.block("head");
    BlockId latch = e.block("latch");
    CloneMap copy = e.cloneRegion(List.of(head, latch), CloneKey.of("unroll", 1), latch);
    // wire a two-iteration loop: head -> latch -> head.1 -> latch.1 -> head
    e.retarget(latch, head, copy.block(head));
    e.retarget(copy.block(latch), copy.block(head), head);
    InstId i = e.value("i").id().inst();
    e.addIncoming(i, copy.value(e.value("next")), copy.block(latch));
    InstId i1 = copy.inst(i);
    e.removeIncoming(i1, e.block("entry"));
    e.addIncoming(i1, e.value("next"), latch);
    assertPrints(m, """
        define i32 @f(i32 %n) {
        entry:
          br label %head

        head:
          %i = phi i32 [ 0, %entry ], [ %next.1, %latch.1 ]
          %c = icmp slt i32 %i, %n
          br i1 %c, label %latch, label %exit

        latch:
          %next = add i32 %i, 1
          br label %head.1

        head.1:
          %i.1 = phi i32 [ %next, %latch ]
          %c.1 = icmp slt i32 %i.1, %n
          br i1 %c.1, label %latch.1, label %exit

        latch.1:
          %next.1 = add i32 %i.1, 1
          br label %head

        exit:
          %r = phi i32 [ %i, %head ], [ %i.1, %head.1 ]
          ret i32 %r
        }
        """, e.finish());
  }

  @Test
  void copiesRecordTheirOriginalAndOutsideEntitiesMapToThemselves() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId latch = e.block("latch");
    CloneMap copy = e.cloneRegion(List.of(latch), CloneKey.of("test", "x"), latch);
    InstId next = e.value("next").id().inst();
    assertNotEquals(next, copy.inst(next));
    assertEquals(e.value("n"), copy.value(e.value("n")));
    assertEquals(e.block("exit"), copy.block(e.block("exit")));
    Value one = new Value.ConstInt(Type.I32, 1);
    assertEquals(one, copy.value(one));
    assertEquals(List.of(copy.block(latch)), copy.blocks());
    Function g = e.finishUnchecked();
    assertEquals(new Origin.Cloned(next, CloneKey.of("test", "x")), g.provenance().originOf(copy.inst(next)).orElseThrow());
  }

  @Test
  void aCloneOfACloneNamesTheOriginalWithTheComposedKey() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId latch = e.block("latch");
    CloneMap first = e.cloneRegion(List.of(latch), CloneKey.of("unroll", 1), latch);
    CloneMap second = e.cloneRegion(List.of(first.block(latch)), CloneKey.of("thread", "x"), first.block(latch));
    InstId next = e.value("next").id().inst();
    InstId twice = second.inst(first.inst(next));
    assertEquals("latch.2", e.blockName(second.block(first.block(latch))));
    assertEquals(new Origin.Cloned(next, CloneKey.of("unroll", 1).then(CloneKey.of("thread", "x"))),
        e.finishUnchecked().provenance().originOf(twice).orElseThrow());
  }

  @Test
  void cloningManyCopiesKeepsNamesUniqueWithoutRescanning() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId latch = e.block("latch");
    for (int k = 1; k <= 50; k++) {
      e.cloneRegion(List.of(latch), CloneKey.of("unroll", k), latch);
    }
    assertEquals(e.block("latch.50"), e.layout().get(3));
    assertTrue(e.findValue("next.50").isPresent());
  }
}
