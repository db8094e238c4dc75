package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Lookups by name and unique names from the maintained name table. */
class NamesTest {
  private final Function f = module(CursorTest.DIAMOND).function("f").orElseThrow();

  @Test
  void lookupsFindBlocksAndValues() {
    FunctionEditor e = FunctionEditor.of(f);
    assertEquals(f.blocks().get(3).id(), e.block("join"));
    assertEquals(new Value.Local(f.params().get(0).id(), Type.I32), e.value("i"));
    assertEquals(Type.I32, e.value("p").type());
    assertEquals(Optional.empty(), e.findBlock("nowhere"));
    assertEquals(Optional.empty(), e.findValue("nothing"));
    assertEquals("no block %nowhere in @f",
        assertThrows(IllegalArgumentException.class, () -> e.block("nowhere")).getMessage());
    assertEquals("no value %nothing in @f",
        assertThrows(IllegalArgumentException.class, () -> e.value("nothing")).getMessage());
  }

  @Test
  void lookupsFollowRenamesAndRemovals() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId then = e.block("then");
    e.renameBlock(then, "yes");
    assertEquals(then, e.block("yes"));
    assertEquals(Optional.empty(), e.findBlock("then"));
    e.eraseReplacing(e.value("p").id().inst(), new Value.ConstInt(Type.I32, 0), "folded");
    assertEquals(Optional.empty(), e.findValue("p"));
  }

  @Test
  void uniqueNamesSkipValuesBlocksAndEarlierSuffixes() {
    FunctionEditor e = FunctionEditor.of(f);
    assertEquals("fresh", e.uniqueName("fresh"));
    assertEquals("i.1", e.uniqueName("i"));
    assertEquals("join.1", e.uniqueName("join"));
    Value.Local a = e.beforeTerminator(e.block("entry")).named("i").add(e.value("i"), e.value("i"));
    assertEquals("i.1", EditFixtures.print(e.finishUnchecked()).lines()
        .filter(l -> l.contains("add")).map(l -> l.trim().split(" ")[0].substring(1)).findFirst().orElseThrow());
    assertTrue(a.id().index() >= f.nextId());
  }

  @Test
  void uniqueNameOfASuffixedNameCountsFromItsStem() {
    FunctionEditor e = FunctionEditor.of(f);
    e.setName(e.value("p").id(), "p.1");
    assertEquals("p.2", e.uniqueName("p.1"));
    assertEquals("p.2", e.uniqueName("p"));
  }
}
