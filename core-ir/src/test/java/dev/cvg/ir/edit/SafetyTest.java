package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The editor fails loudly, naming blocks and values as LLVM prints them. */
class SafetyTest {
  private static final String UNNAMED = """
      define i32 @f(i32 %i) {
      entry:
        %0 = add i32 %i, 1
        %s = mul i32 %0, %0
        br label %1

      1:
        ret i32 %s
      }
      """;
  private final Function f = module(CursorTest.DIAMOND).function("f").orElseThrow();

  @Test
  void blocksAfterAnUnknownBlockOrThemselvesAreRefused() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId then = e.block("then");
    assertThrows(IllegalArgumentException.class, () -> e.addBlock("x", new BlockId(9999)));
    assertEquals("cannot place %then after itself",
        assertThrows(IllegalArgumentException.class, () -> e.moveBlockAfter(then, then)).getMessage());
    assertThrows(IllegalArgumentException.class, () -> e.moveBlockAfter(then, new BlockId(9999)));
    BlockId added = e.addBlock("x", then);
    assertEquals(List.of(e.block("entry"), then, added, e.block("else"), e.block("join")), e.layout());
  }

  @Test
  void erasingAUsedValueNamesItsUsers() {
    FunctionEditor e = FunctionEditor.of(f);
    InstId p = e.value("p").id().inst();
    IllegalStateException ex = assertThrows(IllegalStateException.class, () -> e.erase(p, "dead?"));
    assertEquals("cannot erase %p: still used by ret in %join", ex.getMessage());
    e.eraseReplacing(p, new Value.ConstInt(Type.I32, 5), "folded");
    Function g = e.finish();
    assertTrue(EditFixtures.print(g).contains("ret i32 5"));
    assertEquals(p, g.provenance().erased().head().id());
  }

  @Test
  void mergeRefusesRemainingUses() {
    FunctionEditor e = FunctionEditor.of(f);
    Value.Local a = e.beforeTerminator(e.block("then")).named("a").add(e.value("i"), e.value("i"));
    Value.Local b = e.beforeTerminator(e.block("then")).named("b").add(e.value("i"), e.value("i"));
    e.beforeTerminator(e.block("then")).named("u").mul(b, b);
    assertEquals("cannot erase %b: still used by %u", assertThrows(IllegalStateException.class,
        () -> e.merge(a.id().inst(), List.of(b.id().inst()), "same")).getMessage());
  }

  @Test
  void removingABlockWithPredecessorsOrOutsideUsesIsRefused() {
    FunctionEditor e = FunctionEditor.of(f);
    assertEquals("cannot remove %then: %entry branches to it",
        assertThrows(IllegalStateException.class, () -> e.removeBlock(e.block("then"), "x")).getMessage());
  }

  @Test
  void anEditorIsDeadAfterFinish() {
    FunctionEditor e = FunctionEditor.of(f);
    e.finish();
    assertEquals("the editor of @f was used after finish()",
        assertThrows(IllegalStateException.class, () -> e.block("entry")).getMessage());
    assertThrows(IllegalStateException.class, () -> e.addBlock("x", null));
    assertThrows(IllegalStateException.class, e::finish);
    assertThrows(IllegalStateException.class, () -> e.replaceAllUses(f.params().get(0).id(), new Value.ConstInt(Type.I32, 0)));
    assertEquals("FunctionEditor[@f, finished]", e.toString());
  }

  @Test
  void unnamedValuesAndBlocksAreDescribedByTheirSlots() {
    Function g = module(UNNAMED).function("f").orElseThrow();
    FunctionEditor e = FunctionEditor.of(g);
    InstId zero = g.entry().insts().getFirst().id();
    BlockId one = g.blocks().get(1).id();
    assertEquals("%0", e.describe(zero));
    assertEquals("%1", e.describe(one));
    assertEquals("%entry", e.describe(g.entry().id()));
    assertEquals("i32 %s", e.describe(e.value("s")));
    assertEquals("cannot erase %0: still used by %s", assertThrows(IllegalStateException.class,
        () -> e.erase(zero, "x")).getMessage());
    assertEquals("Cursor[before br in %entry in %entry]", e.beforeTerminator(g.entry().id()).toString());
    assertEquals("Cursor[end of %1]", e.at(one).toString());
  }

  @Test
  void droppingTheEditorLeavesTheOriginalUntouched() {
    String before = EditFixtures.print(f);
    FunctionEditor e = FunctionEditor.of(f);
    e.beforeTerminator(e.block("entry")).add(e.value("i"), e.value("i"));
    e.eraseReplacing(e.value("p").id().inst(), e.value("i"), "x");
    e.finish();
    assertEquals(before, EditFixtures.print(f));
  }
}
