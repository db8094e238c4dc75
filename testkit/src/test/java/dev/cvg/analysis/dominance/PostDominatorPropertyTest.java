package dev.cvg.analysis.dominance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** Post-dominators against a literal transcription of LLVM's root search plus CHK. */
class PostDominatorPropertyTest {
  private static final int SEEDS = 1500;

  /** The reverse graph with node n as virtual exit, built independently of ReverseGraph. */
  static FlowGraph augmentedReverse(FlowGraph g, int[] roots) {
    int n = g.size();
    int[][] succs = new int[n + 1][];
    for (int v = 0; v < n; v++) {
      succs[v] = g.predecessors(v).clone();
    }
    succs[n] = roots.clone();
    return dev.cvg.graph.ArrayFlowGraph.of(succs, n, null);
  }

  @TestFactory
  Stream<DynamicTest> matchesNaiveRootsAndCooperHarveyKennedy() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, seed % 3 == 0 ? 150 : 25)
          : RandomCfg.mixed(seed, seed % 3 == 0 ? 150 : 25);
      PostDominatorTree pdt = PostDominatorTree.of(g);
      int[] roots = NaivePostDominatorRoots.find(g);
      assertArrayEquals(roots, pdt.roots(), "seed " + seed + ": roots of\n" + g);
      FlowGraph rev = augmentedReverse(g, roots);
      int n = g.size();
      int[] expected = CooperHarveyKennedy.immediateDominators(rev, n);
      BruteForceDominance bf = n <= 25 ? new BruteForceDominance(rev, n) : null;
      for (int v = 0; v < n; v++) {
        int e = expected[v] == n ? -1 : expected[v];
        assertEquals(e, pdt.ipdom(v).orElse(-1), "seed " + seed + ": ipdom(" + v + ") in\n" + g);
        assertEquals(e, pdt.immediatePostDominator(v), "seed " + seed);
        if (bf != null) {
          for (int a = 0; a < n; a++) {
            assertEquals(bf.dominates(a, v), pdt.postDominates(a, v),
                "seed " + seed + ": postDominates(" + a + ", " + v + ") in\n" + g);
          }
        }
      }
    }));
  }
}
