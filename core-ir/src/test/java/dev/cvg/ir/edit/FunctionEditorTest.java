package dev.cvg.ir.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Builder-made functions exercising the editor's snapshot, identity and provenance rules. */
class FunctionEditorTest {

  /** entry: %s = add %a, 1; br i1 %c, then, exit / then: br exit / exit: ret %s. */
  private static Function diamond() {
    FunctionEditor e = FunctionEditor.newFunction("f", "", Type.I32, List.of(Type.I32, Type.I1),
        List.of("a", "c"), List.of());
    BlockId entry = e.addBlock("entry", null);
    BlockId then = e.addBlock("then", entry);
    BlockId exit = e.addBlock("exit", then);
    Value a = new Value.Local(new dev.cvg.ir.ValueId(0), Type.I32);
    Value c = new Value.Local(new dev.cvg.ir.ValueId(1), Type.I1);
    Binary s = e.append(entry, new Binary(e.newInstId(), Opcode.ADD, Type.I32, a,
        new Value.ConstInt(Type.I32, 1), List.of()), new Origin.Synthesized("test"));
    e.setName(s.id().value(), "s");
    e.append(entry, new CondBr(e.newInstId(), c, then, exit), new Origin.Synthesized("test"));
    e.append(then, new Br(e.newInstId(), exit), new Origin.Synthesized("test"));
    e.append(exit, new Ret(e.newInstId(), Optional.of(s.asValue())), new Origin.Synthesized("test"));
    return rebase(e.finish());
  }

  /** Returns {@code f} as if freshly parsed: same content, empty provenance. */
  private static Function rebase(Function f) {
    return new Function(f.name(), f.header(), false, f.blocks(), f.valueNames(), f.attachments(),
        f.sourceMap(), dev.cvg.ir.Provenance.NONE, f.nextId());
  }

  @Test
  void untouchedBlocksAreShared() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    InstId add = before.entry().insts().get(0).id();
    e.setName(add.value(), "s");
    Binary old = (Binary) e.inst(add);
    e.replace(new Binary(add, Opcode.MUL, old.type(), old.lhs(), old.rhs(), List.of()));
    Function after = e.finish();
    assertNotEquals(before.entry(), after.entry());
    assertSame(before.blocks().get(1), after.blocks().get(1));
    assertSame(before.blocks().get(2), after.blocks().get(2));
    assertEquals(Opcode.ADD, before.entry().insts().get(0).opcode(), "input must stay unchanged");
    assertEquals(Opcode.MUL, after.entry().insts().get(0).opcode());
    assertTrue(after.provenance().origins().isEmpty(), "in-place replacement keeps identity");
  }

  @Test
  void cloneRecordsOriginAndFreshName() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    InstId add = before.entry().insts().get(0).id();
    BlockId then = before.blocks().get(1).id();
    Inst copy = e.clone(add, "iter1", then, before.blocks().get(1).insts().get(0).id());
    Function after = e.finish();
    assertEquals(new Origin.Cloned(add, "iter1"), after.provenance().originOf(copy.id()).orElseThrow());
    assertEquals("s.1", after.nameOf(copy.id().value()).orElseThrow());
    assertEquals(2, after.blocks().get(1).insts().size());
    assertTrue(copy.id().index() >= before.nextId(), "ids are never reused");
  }

  @Test
  void cloneOfCloneChainsToTheOriginal() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    InstId add = before.entry().insts().get(0).id();
    BlockId exit = before.blocks().get(2).id();
    Inst c1 = e.clone(add, "a", exit, null);
    Inst c2 = e.clone(c1.id(), "b", exit, null);
    assertEquals(new Origin.Cloned(add, dev.cvg.ir.CloneKey.of("a").then(dev.cvg.ir.CloneKey.of("b"))),
        e.finish().provenance().originOf(c2.id()).orElseThrow());
  }

  @Test
  void eraseListsOriginalsOnly() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    BlockId exit = before.blocks().get(2).id();
    InstId add = before.entry().insts().get(0).id();
    Inst c1 = e.clone(add, "a", exit, null);
    e.erase(c1.id(), "dead copy");
    e.replaceAllUses(add.value(), new Value.ConstInt(Type.I32, 7));
    e.erase(add, "folded");
    Function after = e.finish();
    assertEquals(1, after.provenance().erased().size());
    assertEquals(add, after.provenance().erased().head().id());
    assertEquals("folded", after.provenance().erased().head().reason());
    assertTrue(after.provenance().originOf(c1.id()).isEmpty());
    Ret ret = (Ret) after.blocks().get(2).insts().getLast();
    assertEquals(Optional.of(new Value.ConstInt(Type.I32, 7)), ret.value());
  }

  @Test
  void mergeRecordsAllSources() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    InstId add = before.entry().insts().get(0).id();
    Inst copy = e.clone(add, "dup", before.blocks().get(1).id(), null);
    e.merge(add, List.of(copy.id()), "common code");
    assertEquals(new Origin.Merged(List.of(add, add)), e.finish().provenance().originOf(add).orElseThrow());
  }

  @Test
  void moveKeepsIdentity() {
    Function before = diamond();
    FunctionEditor e = FunctionEditor.of(before);
    InstId add = before.entry().insts().get(0).id();
    InstId thenBr = before.blocks().get(1).insts().get(0).id();
    e.moveBefore(add, thenBr);
    Function after = e.finish();
    assertEquals(add, after.blocks().get(1).insts().get(0).id());
    assertEquals(1, after.index().blockOf(add));
    assertTrue(after.provenance().origins().isEmpty());
  }

  @Test
  void indexAnswersStructuralQueries() {
    Function f = diamond();
    var index = f.index();
    assertEquals(3, index.blockCount());
    assertEquals(List.of(1, 2), java.util.Arrays.stream(index.cfg().successors(0)).boxed().toList());
    assertEquals(2, index.cfg().predecessors(2).length);
    InstId add = f.entry().insts().get(0).id();
    assertEquals(List.of(f.blocks().get(2).insts().get(0).id()), index.users(add.value()));
    assertTrue(index.param(new dev.cvg.ir.ValueId(0)).isPresent());
    assertThrows(IllegalArgumentException.class, () -> index.position(new InstId(999)));
  }

  @Test
  void uniqueNameAvoidsBlocksAndValues() {
    FunctionEditor e = FunctionEditor.of(diamond());
    assertEquals("s.1", e.uniqueName("s"));
    assertEquals("then.1", e.uniqueName("then"));
    assertEquals("fresh", e.uniqueName("fresh"));
  }
}
