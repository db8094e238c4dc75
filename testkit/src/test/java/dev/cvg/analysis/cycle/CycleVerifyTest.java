package dev.cvg.analysis.cycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.NamedGraphs;
import dev.cvg.graph.SuccessorOrder;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link CycleHierarchy#verify()}: silent on computed hierarchies of seeded graphs for several
 * DFS orders, and naming the cycle, the block and the rule on forests corrupted in place.
 */
class CycleVerifyTest {
  private static final int SEEDS = SeedCount.of(600);
  /** CycleBuilder's example: depth=1 entries(H) T Q P R, depth=2 entries(T P) Q. */
  private static final String NESTED =
      "entry -> H; H -> P R; P -> Q; Q -> H T; R -> T exit; T -> P H; exit";

  @TestFactory
  Stream<DynamicTest> computedHierarchiesVerify() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, seed % 6 == 0 ? 100 : 25)
          : RandomCfg.mixed(seed, seed % 5 == 1 ? 200 : 40);
      for (SuccessorOrder order : List.of(SuccessorOrder.llvm(), SuccessorOrder.textual(),
          SuccessorOrder.seeded(seed))) {
        assertEquals(List.of(), CycleHierarchy.of(g, order).verify(),
            "seed " + seed + " order " + order + " graph\n" + g);
      }
    }));
  }

  /**
   * Large graphs: hundreds of cycles, depth in the tens (a regression test for comparing
   * boxed cycle indices above 127 by identity).
   */
  @TestFactory
  Stream<DynamicTest> largeHierarchiesVerify() {
    return Stream.of(RandomCfg.Shape.values()).flatMap(shape -> LongStream.of(1, 2).mapToObj(seed ->
        DynamicTest.dynamicTest(shape + " seed " + seed, () -> {
          CycleHierarchy h = CycleHierarchy.of(RandomCfg.generate(seed, shape, 3000));
          assertTrue(h.cycles().size() > 128, "premise: many cycles, got " + h.cycles().size());
          assertEquals(List.of(), h.verify(), shape + " seed " + seed);
        })));
  }

  /** Moving the last block of a leaf cycle's slice out to its parent is always reported. */
  @TestFactory
  Stream<DynamicTest> droppedBlockIsCaught() {
    return LongStream.range(0, SeedCount.of(200)).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = RandomCfg.mixed(seed, 40);
      CycleForest f = CycleBuilder.build(g, SuccessorOrder.llvm());
      int leaf = -1;
      for (int c = 0; c < f.count; c++) {
        if (f.subtreeEnd[c] == c && f.blockEnd[c] - f.blockStart[c] >= 2) {
          leaf = c;
        }
      }
      if (leaf < 0) {
        return; // no leaf cycle with two blocks in this graph (25 of the 200 seeds)
      }
      // The block leaves the leaf cycle and stays in its parent, if any.
      int dropped = f.layout[--f.blockEnd[leaf]];
      f.innermost[dropped] = f.parent[leaf];
      List<Diagnostic> d = CycleHierarchy.ofForest(g, SuccessorOrder.llvm(), f).verify();
      String ctx = "seed " + seed + ": dropped " + dropped + " from cycle " + leaf + " of\n" + g;
      // A dropped block may leave a smaller strongly connected cycle behind (then only
      // maximality is violated, which the recomputation catches), so that is what is asserted.
      assertTrue(messages(d).contains("cycle %" + g.name(f.header[leaf]) + " at position " + leaf
          + " differs from a recomputed hierarchy"), ctx + messages(d));
    }));
  }

  @Test
  void droppedLatchBreaksTheCycle() {
    FlowGraph g = NamedGraphs.parse("entry -> H; H -> A; A -> B; B -> H X; X");
    CycleForest f = CycleBuilder.build(g, SuccessorOrder.llvm());
    int last = f.layout[f.blockEnd[0] - 1];
    assertEquals("A", g.name(last), "LLVM's flood claims B, then A");
    f.blockEnd[0]--;
    f.innermost[last] = -1;
    List<Diagnostic> d = CycleHierarchy.ofForest(g, SuccessorOrder.llvm(), f).verify();
    assertHas(d, "cycle %H %B is entered from %A outside the cycle but is not listed as an entry");
    assertHas(d, "cycle %H is not strongly connected: %B is not reachable from the header inside the cycle");
    assertHas(d, "cycle %H at position 0 differs from a recomputed hierarchy");
    Diagnostic first = d.get(0);
    assertEquals(new Entity.NodeEntity(NamedGraphs.node(g, "H"), "H"), first.where());
    assertEquals("depth=1: entries(H) B", first.context().orElseThrow());
  }

  @Test
  void wrongHeaderIsCaught() {
    // The real header of the inner cycle is T.
    List<Diagnostic> d = nested((g, f) -> f.header[1] = NamedGraphs.node(g, "P"));
    assertHas(d, "cycle %P does not list its header first among its blocks");
    assertHas(d, "cycle %P does not list its header first among its entries");
    assertHas(d, "cycle %P has entry %T, which the DFS meets before the header");
  }

  @Test
  void missingEntryIsCaught() {
    List<Diagnostic> d = nested((g, f) -> {
      assertEquals("T P", g.name(f.entries[f.entryStart[1]]) + " " + g.name(f.entries[f.entryStart[1] + 1]));
      f.entries[f.entryStart[1] + 1] = NamedGraphs.node(g, "Q");
    });
    assertHas(d, "cycle %T lists %Q as an entry, but it has no reachable predecessor outside the cycle");
    assertHas(d, "cycle %T %P is entered from %H outside the cycle but is not listed as an entry");
  }

  @Test
  void brokenParentLinkIsCaught() {
    List<Diagnostic> d = nested((g, f) -> f.parent[1] = -1);
    assertHas(d, "cycle %T is top level but has depth 2");
    assertHas(d, "cycle %H has child cycle %T, whose parent is none");
    assertHas(d, "cycle %T has no parent but is missing from topLevel()");
  }

  @Test
  void wrongDepthIsCaught() {
    assertEquals(List.of("cycle %H has child cycle %T with depth 3 at position 1, which is not nested one"
        + " level below it in preorder"), messages(nested((g, f) -> f.depth[1] = 3)));
  }

  @Test
  void wrongInnermostIsCaught() {
    // Q belongs to the inner cycle T.
    List<Diagnostic> d = nested((g, f) -> f.innermost[NamedGraphs.node(g, "Q")] = 0);
    assertHas(d, "%Q has innermost cycle cycle %H, but the deepest cycle listing it is cycle %T");
    assertHas(d, "cycle %T lists %Q but contains(%Q) is false");
    assertFalse(messages(d).stream().anyMatch(m -> m.contains("recomputed")), messages(d).toString());
  }

  /** Verifies the hierarchy of {@link #NESTED} after {@code corrupt} changed its forest. */
  private static List<Diagnostic> nested(BiConsumer<FlowGraph, CycleForest> corrupt) {
    FlowGraph g = NamedGraphs.parse(NESTED);
    CycleForest f = CycleBuilder.build(g, SuccessorOrder.llvm());
    corrupt.accept(g, f);
    return CycleHierarchy.ofForest(g, SuccessorOrder.llvm(), f).verify();
  }

  /** Random single corruptions of the innermost map are always reported. */
  @TestFactory
  Stream<DynamicTest> scrambledInnermostIsCaught() {
    return LongStream.range(0, SeedCount.of(200)).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = ArbitraryGraphs.of(seed, 30);
      CycleForest f = CycleBuilder.build(g, SuccessorOrder.llvm());
      SplittableRandom rnd = new SplittableRandom(seed);
      int v = rnd.nextInt(g.size());
      int old = f.innermost[v];
      int now = rnd.nextInt(f.count + 1) - 1;
      if (now == old) {
        now = old < 0 ? (f.count > 0 ? 0 : -2) : -1;
      }
      if (now == -2) {
        return; // no cycle at all: nothing to corrupt
      }
      f.innermost[v] = now;
      List<Diagnostic> d = CycleHierarchy.ofForest(g, SuccessorOrder.llvm(), f).verify();
      assertTrue(messages(d).stream().anyMatch(m -> m.startsWith("%" + g.name(v) + " has innermost cycle")),
          "seed " + seed + ": innermost(" + v + ") " + old + " -> " + now + ": " + messages(d));
    }));
  }

  static List<String> messages(List<Diagnostic> d) {
    return d.stream().map(Diagnostic::message).toList();
  }

  static void assertHas(List<Diagnostic> d, String message) {
    assertTrue(messages(d).contains(message), "expected '" + message + "' in " + messages(d));
  }
}
