package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Vector;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Provenance.andThen: two edits composed are relative to the first one's input. */
class ProvenanceCompositionTest {
  private final Function f = module(RegionClonerTest.LOOP).function("f").orElseThrow();

  @Test
  void twoEditsComposeToTheProvenanceExpected() {
    // edit 1: copy %latch (key unroll1), fold %c to true (erasing it)
    FunctionEditor e1 = FunctionEditor.of(f);
    BlockId latch = e1.block("latch");
    InstId next = e1.value("next").id().inst();
    InstId c = e1.value("c").id().inst();
    CloneMap one = e1.cloneRegion(List.of(latch), CloneKey.of("unroll", 1), latch);
    e1.eraseReplacing(c, Value.ConstInt.bool(true), "folded");
    Function mid = e1.finishUnchecked();

    // edit 2: copy the copy (key thread.a), erase the first copy's add, merge the second copy into %next
    FunctionEditor e2 = FunctionEditor.of(mid);
    BlockId latch1 = one.block(latch);
    CloneMap two = e2.cloneRegion(List.of(latch1), CloneKey.of("thread", "a"), latch1);
    InstId next1 = one.inst(next);
    InstId next2 = two.inst(next1);
    e2.eraseReplacing(next1, new Value.ConstInt(Type.I32, 0), "dead copy");
    e2.replaceAllUses(next2.value(), e2.value("next"));
    e2.merge(next, List.of(next2), "same value");
    Function out = e2.finishUnchecked();

    Provenance composed = mid.provenance().andThen(out.provenance());
    CloneKey both = CloneKey.of("unroll", 1).then(CloneKey.of("thread", "a"));
    InstId br1 = one.inst(f.blocks().get(2).insts().getLast().id());
    InstId br2 = two.inst(br1);
    Provenance expected = new Provenance(
        LinkedHashMap.<InstId, Origin>empty()
            .put(br1, new Origin.Cloned(f.blocks().get(2).insts().getLast().id(), CloneKey.of("unroll", 1)))
            .put(br2, new Origin.Cloned(f.blocks().get(2).insts().getLast().id(), both))
            .put(next, new Origin.Merged(List.of(next, next))),
        Vector.of(new Provenance.Erasure(c, "folded")),
        LinkedHashMap.<BlockId, BlockOrigin>empty()
            .put(latch1, new BlockOrigin.Cloned(latch, CloneKey.of("unroll", 1)))
            .put(two.block(latch1), new BlockOrigin.Cloned(latch, both)));
    assertEquals(expected.origins().toJavaMap(), composed.origins().toJavaMap());
    assertEquals(expected.erased(), composed.erased());
    assertEquals(expected.blockOrigins().toJavaMap(), composed.blockOrigins().toJavaMap());
  }

  @Test
  void erasingAnInputInstructionInTheSecondEditIsKept() {
    FunctionEditor e1 = FunctionEditor.of(f);
    Function mid = e1.finishUnchecked();
    FunctionEditor e2 = FunctionEditor.of(mid);
    InstId c = e2.value("c").id().inst();
    e2.eraseReplacing(c, Value.ConstInt.bool(false), "folded later");
    Provenance composed = mid.provenance().andThen(e2.finishUnchecked().provenance());
    assertEquals(Vector.of(new Provenance.Erasure(c, "folded later")), composed.erased());
  }

  @Test
  void inliningAtACopiedCallNamesTheInputCall() {
    var m = module("""
        define i32 @g(i32 %x) {
        entry:
          ret i32 %x
        }

        define i32 @f(i32 %a) {
        entry:
          br label %b

        b:
          %v = call i32 @g(i32 %a)
          ret i32 %v
        }
        """);
    Function caller = m.function("f").orElseThrow();
    Function g = m.function("g").orElseThrow();
    FunctionEditor e1 = FunctionEditor.of(caller);
    BlockId b = e1.block("b");
    InstId call = e1.value("v").id().inst();
    CloneMap copy = e1.cloneRegion(List.of(b), CloneKey.of("thread", "b"), b);
    Function mid = e1.finishUnchecked();
    FunctionEditor e2 = FunctionEditor.of(mid);
    CloneMap body = e2.importBody(g, List.of(e2.value("a")), copy.inst(call), copy.block(b));
    InstId ret = body.inst(g.entry().insts().getFirst().id());
    Provenance composed = mid.provenance().andThen(e2.finishUnchecked().provenance());
    assertEquals(Optional.of(new Origin.Inlined(g.entry().insts().getFirst().id(), "g", call)), composed.originOf(ret));
    assertEquals(Optional.of(new BlockOrigin.Inlined(g.entry().id(), "g", call)),
        composed.blockOriginOf(body.block(g.entry().id())));
  }
}
