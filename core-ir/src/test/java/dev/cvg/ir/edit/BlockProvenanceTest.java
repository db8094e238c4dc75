package dev.cvg.ir.edit;

import static dev.cvg.ir.edit.EditFixtures.module;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.Provenance;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every block an edit creates has a recorded origin; blocks that keep their id have none. */
class BlockProvenanceTest {
  private final Function f = module(RegionClonerTest.LOOP).function("f").orElseThrow();

  @Test
  void newBlocksRecordWhereTheyComeFrom() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId head = e.block("head");
    BlockId latch = e.block("latch");
    BlockId exit = e.block("exit");
    BlockId added = e.addBlock("spare", exit);
    BlockId edge = e.splitEdge(head, exit);
    BlockId tail = e.splitBlock(e.value("next").id().inst(), "tail");
    CloneMap copy = e.cloneRegion(List.of(latch), CloneKey.of("unroll", 1), latch);
    BlockId tailCopy = e.cloneRegion(List.of(tail), CloneKey.of("unroll", 1), tail).block(tail);
    e.removeBlock(added, "unused");
    Provenance p = e.finishUnchecked().provenance();
    assertEquals(Optional.empty(), p.blockOriginOf(added));
    assertEquals(Optional.of(new BlockOrigin.SplitEdge(head, exit)), p.blockOriginOf(edge));
    assertEquals(Optional.of(new BlockOrigin.SplitBlock(latch)), p.blockOriginOf(tail));
    assertEquals(Optional.of(new BlockOrigin.Cloned(latch, CloneKey.of("unroll", 1))), p.blockOriginOf(copy.block(latch)));
    assertEquals(Optional.of(new BlockOrigin.SplitBlock(latch)), p.blockOriginOf(tailCopy),
        "a copy of a split-off part stands for the same original part");
    assertEquals(Optional.empty(), p.blockOriginOf(head));
  }

  @Test
  void aCopyOfACopiedBlockComposesKeys() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId latch = e.block("latch");
    BlockId once = e.cloneRegion(List.of(latch), CloneKey.of("unroll", 1), latch).block(latch);
    BlockId twice = e.cloneRegion(List.of(once), CloneKey.of("thread", "a"), once).block(once);
    assertEquals(Optional.of(new BlockOrigin.Cloned(latch, CloneKey.of("unroll", 1).then(CloneKey.of("thread", "a")))),
        e.finishUnchecked().provenance().blockOriginOf(twice));
  }

  @Test
  void addBlockTakesAnExplicitOrigin() {
    FunctionEditor e = FunctionEditor.of(f);
    BlockId b = e.addBlock("pre", e.block("entry"), new BlockOrigin.Synthesized("preheader"));
    assertEquals(Optional.of(new BlockOrigin.Synthesized("preheader")), e.finishUnchecked().provenance().blockOriginOf(b));
  }
}
