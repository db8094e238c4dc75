package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.legality.verdict.Verdict;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The provenance of a pipeline's output relative to its input, composed over the steps. */
class ProvenanceChainTest {
  private static final Module KERNEL = Fixtures.module("kernel.ll");

  @Test
  void copiesOfCopiesOverRoundsAndPassesStandForTheInputsInstruction() {
    PipelineResult r = PassManager.of(TestPasses.registry(), "test-copy<n=2>,test-rename,test-copy<n=1>",
        PassOptions.defaults().withLegality(false, true)).run(KERNEL);
    ProvenanceChain chain = r.provenance().get("kernel");
    assertEquals(4, chain.steps(), r.steps().toString());
    Function in = chain.input();
    Function out = chain.output();
    Inst unused = in.entry().insts().get(1);
    List<Inst> copies = out.entry().insts().stream()
        .filter(i -> chain.composed().originOf(i.id()).isPresent()).toList();
    assertEquals(3, copies.size(), out.toString());
    Correspondence c = chain.correspondence();
    for (Inst copy : copies) {
      Origin.Cloned o = assertInstanceOf(Origin.Cloned.class, chain.composed().originOf(copy.id()).orElseThrow());
      assertEquals(unused.id(), o.from(), "a copy of a copy names the input's root");
      assertEquals(List.of(new InstRef("kernel", unused.id())), c.originsOf(new InstRef("kernel", copy.id())));
    }
    assertEquals(out.blocks().map(b -> b.insts().size()).sum().intValue(), c.origins().size(), "total");
    assertTrue(c.verify(KERNEL, r.output()).isEmpty(), c.verify(KERNEL, r.output()).toString());
    assertInstanceOf(Verdict.Legal.class, r.endToEnd().get("kernel"), () -> String.valueOf(r.endToEnd()));
  }

  @Test
  void anUnchangedFunctionCorrespondsToItself() {
    ProvenanceChain chain = ProvenanceChain.start(KERNEL.function("other").orElseThrow());
    assertEquals(0, chain.steps());
    Correspondence c = chain.correspondence();
    for (Inst i : chain.input().entry().insts()) {
      assertEquals(List.of(new InstRef("other", i.id())), c.originsOf(new InstRef("other", i.id())));
    }
  }
}
