package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.generate.RandomCfg.Options;
import dev.cvg.generate.RandomCfg.Shape;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class RandomCfgTest {

  @Test
  void sameSeedSameGraphOtherSeedOtherGraph() {
    for (Shape shape : Shape.values()) {
      String a = RandomCfg.generate(42, shape, 80).toString();
      assertEquals(a, RandomCfg.generate(42, shape, 80).toString(), shape.name());
      assertTrue(!a.equals(RandomCfg.generate(43, shape, 80).toString()), shape.name());
    }
    assertEquals(RandomCfg.mixed(9, 50).toString(), RandomCfg.mixed(9, 50).toString());
  }

  @Test
  void sizeIsExactAndNamesFollowLayout() {
    FlowGraph g = RandomCfg.generate(1, Options.of(Shape.UNSTRUCTURED, 300).withUnreachableBlocks(4));
    assertEquals(304, g.size());
    assertEquals("bb0", g.name(0));
    assertEquals("bb303", g.name(303));
    DominatorTree dt = DominatorTree.of(g);
    for (int v = 300; v < 304; v++) {
      assertTrue(!dt.isReachable(v), "appended block " + v + " is unreachable");
    }
  }

  @Test
  void rejectsNonsenseOptions() {
    assertThrows(IllegalArgumentException.class, () -> Options.of(Shape.STRUCTURED, 1));
    assertThrows(IllegalArgumentException.class,
        () -> new Options(Shape.STRUCTURED, 10, -1, 0, 0, 0, 0, 0));
  }

  /** Structured and unstructured shapes are reducible; every shape is a valid LLVM CFG. */
  @TestFactory
  Stream<DynamicTest> shapesKeepTheirPromises() {
    return LongStream.range(0, 600).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Shape shape = Shape.values()[(int) (seed % 3)];
      FlowGraph g = RandomCfg.generate(seed, shape, 2 + (int) (seed % 150));
      assertEquals(0, g.predecessors(0).length, "seed " + seed + ": entry has predecessors");
      CycleHierarchy h = CycleHierarchy.of(g);
      if (shape != Shape.IRREDUCIBLE) {
        for (Cycle c : h.cycles()) {
          assertTrue(c.isReducible(), "seed " + seed + " " + shape + ": irreducible " + c);
        }
        assertEquals(g.size(), DepthFirstOrder.of(g).reachableCount(),
            "seed " + seed + ": structured shapes have no unreachable blocks");
      }
    }));
  }

  @Test
  void irreducibleShapeUsuallyHasIrreducibleCycles() {
    int withIrreducible = 0;
    for (long seed = 0; seed < 200; seed++) {
      CycleHierarchy h = CycleHierarchy.of(RandomCfg.generate(seed, Shape.IRREDUCIBLE, 60));
      withIrreducible += h.cycles().stream().anyMatch(c -> !c.isReducible()) ? 1 : 0;
    }
    assertTrue(withIrreducible >= 80, "only " + withIrreducible + " of 200 irreducible");
  }

  @Test
  void structuredShapeNestsLoops() {
    int maxDepth = 0;
    for (long seed = 0; seed < 50; seed++) {
      FlowGraph g = RandomCfg.generate(seed, Shape.STRUCTURED, 200);
      CycleHierarchy h = CycleHierarchy.of(g);
      for (int v = 0; v < g.size(); v++) {
        maxDepth = Math.max(maxDepth, h.depth(v));
      }
    }
    assertTrue(maxDepth >= 3, "max loop depth only " + maxDepth);
  }

  /** 200k-node graphs of every shape are generated and analysed without recursion. */
  @Test
  void twoHundredThousandNodes() {
    for (Shape shape : Shape.values()) {
      FlowGraph g = RandomCfg.generate(7, shape, 200_000);
      assertEquals(200_000, g.size());
      DominatorTree dt = DominatorTree.of(g);
      assertTrue(dt.isReachable(g.size() - 1) || shape == Shape.IRREDUCIBLE);
      PostDominatorTree pdt = PostDominatorTree.of(g);
      assertTrue(pdt.topLevel().length >= 1);
      CycleHierarchy h = CycleHierarchy.of(g);
      assertTrue(!h.cycles().isEmpty(), shape.name());
    }
  }
}
