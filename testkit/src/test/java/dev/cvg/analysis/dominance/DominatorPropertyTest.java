package dev.cvg.analysis.dominance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Semi-NCA against its reference twins on seeded arbitrary graphs. */
class DominatorPropertyTest {
  private static final int SEEDS = 1500;

  @TestFactory
  Stream<DynamicTest> semiNcaMatchesCooperHarveyKennedy() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, seed % 3 == 0 ? 200 : 30)
          : RandomCfg.mixed(seed, seed % 3 == 0 ? 300 : 40);
      DominatorTree dt = DominatorTree.of(g);
      int[] expected = CooperHarveyKennedy.immediateDominators(g, g.entry());
      for (int v = 0; v < g.size(); v++) {
        assertEquals(expected[v], dt.idom(v).orElse(-1),
            "seed " + seed + ": idom(" + v + ") in\n" + g);
        assertEquals(expected[v], dt.immediateDominator(v), "seed " + seed);
        for (int c : dt.children(v)) {
          assertEquals(v, dt.idom(c).getAsInt(), "seed " + seed + ": child " + c + " of " + v);
        }
      }
    }));
  }

  /** Dominators with absent nodes equal those of the copy from which those nodes are deleted. */
  @TestFactory
  Stream<DynamicTest> absentNodesActAsDeleted() {
    return LongStream.range(0, 500).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, 60) : RandomCfg.mixed(seed, 80);
      java.util.SplittableRandom rnd = new java.util.SplittableRandom(seed);
      boolean[] absent = new boolean[g.size()];
      for (int v = 0; v < g.size(); v++) {
        absent[v] = v != g.entry() && rnd.nextInt(5) == 0;
      }
      int[][] kept = new int[g.size()][];
      for (int v = 0; v < g.size(); v++) {
        kept[v] = absent[v] ? new int[0]
            : java.util.Arrays.stream(g.successors(v)).filter(s -> !absent[s]).toArray();
      }
      FlowGraph deleted = dev.cvg.graph.ArrayFlowGraph.of(kept, g.entry(), null);
      int[] expected = CooperHarveyKennedy.immediateDominators(deleted, g.entry());
      int[] actual = DominatorTree.immediateDominators(g, v -> absent[v]);
      for (int v = 0; v < g.size(); v++) {
        assertEquals(absent[v] ? -1 : expected[v], actual[v],
            "seed " + seed + ": idom(" + v + ") with absent " + java.util.Arrays.toString(absent) + " in\n" + g);
      }
    }));
  }

  @TestFactory
  Stream<DynamicTest> dominatesMatchesDefinition() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, 25) : RandomCfg.mixed(seed, 25);
      DominatorTree dt = DominatorTree.of(g);
      BruteForceDominance bf = new BruteForceDominance(g, g.entry());
      for (int a = 0; a < g.size(); a++) {
        for (int b = 0; b < g.size(); b++) {
          assertEquals(bf.dominates(a, b), dt.dominates(a, b),
              "seed " + seed + ": dominates(" + a + ", " + b + ") in\n" + g);
          assertEquals(a != b && bf.dominates(a, b), dt.strictlyDominates(a, b),
              "seed " + seed + ": strictlyDominates(" + a + ", " + b + ")");
        }
        if (dt.isReachable(a)) {
          for (int b = 0; b < g.size(); b++) {
            if (dt.isReachable(b)) {
              int ncd = dt.nearestCommonDominator(a, b).getAsInt();
              assertTrue(bf.dominates(ncd, a) && bf.dominates(ncd, b), "seed " + seed);
              for (int c : dt.children(ncd)) {
                assertTrue(!bf.dominates(c, a) || !bf.dominates(c, b),
                    "seed " + seed + ": ncd(" + a + ", " + b + ") not nearest");
              }
            }
          }
        }
      }
    }));
  }
}
