package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The correspondence of a pipeline's output with its input, composed over the steps. */
class ProvenanceChainTest {
  private static InstRef ref(String f, int id) {
    return new InstRef(f, new InstId(id));
  }

  private static Correspondence of(Map<InstRef, List<InstRef>> origins) {
    return new Correspondence(Correspondence.Source.PROVENANCE, Map.of("k", "k"), origins);
  }

  @Test
  void copiesOfCopiesStandForTheRootMergesForTheRootsNewCodeForNothingCalleesStay() {
    // step 1: 1 kept, 5 a copy of 1, 6 new code, 7 inlined from @callee's 3
    Map<InstRef, List<InstRef>> first = new LinkedHashMap<>();
    first.put(ref("k", 1), List.of(ref("k", 1)));
    first.put(ref("k", 5), List.of(ref("k", 1)));
    first.put(ref("k", 6), List.of());
    first.put(ref("k", 7), List.of(ref("callee", 3)));
    first.put(ref("k", 2), List.of(ref("k", 2)));
    // step 2: 8 a copy of 5, 9 merges 1 and 2, 10 stands for the new 6, 7 kept
    Map<InstRef, List<InstRef>> second = new LinkedHashMap<>();
    second.put(ref("k", 8), List.of(ref("k", 5)));
    second.put(ref("k", 9), List.of(ref("k", 1), ref("k", 2)));
    second.put(ref("k", 10), List.of(ref("k", 6)));
    second.put(ref("k", 7), List.of(ref("k", 7)));
    second.put(ref("k", 11), List.of(ref("k", 1), ref("k", 5)));
    Correspondence c = ProvenanceChain.compose(of(first), of(second));
    assertEquals(List.of(ref("k", 1)), c.originsOf(ref("k", 8)));
    assertEquals(List.of(ref("k", 1), ref("k", 2)), c.originsOf(ref("k", 9)));
    assertEquals(List.of(), c.originsOf(ref("k", 10)));
    assertEquals(List.of(ref("callee", 3)), c.originsOf(ref("k", 7)));
    assertEquals(List.of(ref("k", 1)), c.originsOf(ref("k", 11)), "a merge of an original and its copy: one root");
    assertEquals(Map.of("k", "k"), c.functions());
  }

  @Test
  void aChainOfRealEditsMapsEveryInstructionBackToTheInput() {
    Function input = Fixtures.module("kernel.ll").function("kernel").orElseThrow();
    FunctionEditor e1 = FunctionEditor.of(input);
    BlockId start = input.entry().id();
    Inst tid = input.entry().insts().get(0);
    Inst copy = e1.clone(tid.id(), "one", start, null);
    Function s1 = e1.finish();
    FunctionEditor e2 = FunctionEditor.of(s1);
    Inst copyOfCopy = e2.clone(copy.id(), "two", start, null);
    e2.erase(copy.id(), "dropped");
    Function s2 = e2.finish();
    ProvenanceChain chain = ProvenanceChain.start(input).then(s1).then(s2);
    assertEquals(2, chain.steps());
    Correspondence c = chain.correspondence();
    assertEquals(List.of(ref("kernel", tid.id().index())), c.originsOf(ref("kernel", copyOfCopy.id().index())));
    assertEquals(List.of(ref("kernel", tid.id().index())), c.originsOf(ref("kernel", tid.id().index())));
    assertEquals(s2.blocks().map(b -> b.insts().size()).sum().intValue(), c.origins().size());
  }
}
