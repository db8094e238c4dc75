package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import org.junit.jupiter.api.Test;

/** Edits of phi incoming lists, and finish()'s check of phis whose block gained an edge. */
class PhiEditsTest {
  private final Function f = module(CursorTest.DIAMOND).function("f").orElseThrow();

  private static String phiLine(Function g) {
    return EditFixtures.print(g).lines().filter(l -> l.contains("%p = phi")).findFirst().orElseThrow().trim();
  }

  @Test
  void setRemoveAndRenameEntries() {
    FunctionEditor e = FunctionEditor.of(f);
    InstId p = e.value("p").id().inst();
    BlockId then = e.block("then");
    BlockId other = e.block("else");
    e.setIncomingValue(p, then, e.value("i"));
    e.removeIncoming(p, other);
    e.replaceIncomingBlock(e.block("join"), then, other);
    assertEquals("%p = phi i32 [ %i, %else ]", phiLine(e.finishUnchecked()));
  }

  @Test
  void anEdgeWithoutAnEntryIsRejectedAtFinish() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId entry = e.block("entry");
    BlockId join = e.block("join");
    e.replace(new CondBr(e.terminator(entry).id(), e.value("c"), e.block("then"), join));
    assertEquals("%p in %join has no entry for its predecessor %entry",
        assertThrows(IllegalStateException.class, e::finish).getMessage());
  }

  @Test
  void anEdgeGivenAnEntryIsAccepted() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId entry = e.block("entry");
    BlockId join = e.block("join");
    e.replace(new CondBr(e.terminator(entry).id(), e.value("c"), e.block("then"), join));
    e.addIncoming(e.value("p").id().inst(), new Value.ConstInt(Type.I32, 7), entry);
    assertEquals("%p = phi i32 [ 1, %then ], [ 2, %else ], [ 7, %entry ]", phiLine(e.finish()));
  }

  @Test
  void entriesOfAMissingPredecessorCannotBeSet() {
    FunctionEditor e = FunctionEditor.of(f);
    assertEquals("%p has no entry for %entry", assertThrows(IllegalArgumentException.class,
        () -> e.setIncomingValue(e.value("p").id().inst(), e.block("entry"), e.value("i"))).getMessage());
    assertTrue(assertThrows(IllegalArgumentException.class,
        () -> e.addIncoming(e.terminator(e.block("join")).id(), e.value("i"), e.block("entry")))
        .getMessage().endsWith("is not a phi"));
  }
}
