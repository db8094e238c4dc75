package dev.cvg.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.generate.RandomCfg;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** {@link ArrayFlowGraph#plusEdges}: the graph with the extra edges, sharing untouched lists. */
class ArrayFlowGraphTest {

  /** Equals the graph built from scratch with the extra edges appended to the successor lists. */
  @TestFactory
  Stream<DynamicTest> plusEdgesEqualsTheGraphBuiltWithThem() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 100; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> {
        FlowGraph g = RandomCfg.mixed(s, 30);
        Random rnd = new Random(s);
        int n = g.size();
        int k = 1 + rnd.nextInt(4);
        int[] sources = new int[k];
        int[][] targets = new int[k][];
        int[][] expected = new int[n][];
        for (int v = 0; v < n; v++) {
          expected[v] = g.successors(v).clone();
        }
        for (int e = 0; e < k; e++) {
          sources[e] = rnd.nextInt(n); // may repeat: edges then accumulate
          targets[e] = rnd.ints(1 + rnd.nextInt(3), 0, n).toArray();
          int[] old = expected[sources[e]];
          expected[sources[e]] = Arrays.copyOf(old, old.length + targets[e].length);
          System.arraycopy(targets[e], 0, expected[sources[e]], old.length, targets[e].length);
        }
        FlowGraph plus = ArrayFlowGraph.plusEdges(g, sources, targets);
        FlowGraph built = ArrayFlowGraph.of(expected, g.entry(), null);
        assertEquals(n, plus.size(), "seed " + s);
        assertEquals(g.entry(), plus.entry(), "seed " + s);
        for (int v = 0; v < n; v++) {
          assertArrayEquals(built.successors(v), plus.successors(v), "seed " + s + " succ " + v);
          assertArrayEquals(sorted(built.predecessors(v)), sorted(plus.predecessors(v)),
              "seed " + s + " pred " + v);
          int node = v;
          if (Arrays.stream(sources).noneMatch(x -> x == node)) {
            assertSame(g.successors(v), plus.successors(v), "seed " + s + " shares succ " + v);
          }
        }
      }));
    }
    return tests.stream();
  }

  @Test
  void rejectsNodesOutOfRange() {
    FlowGraph g = FlowGraph.of(new int[][] {{1}, {}});
    assertThrows(IllegalArgumentException.class,
        () -> ArrayFlowGraph.plusEdges(g, new int[] {0}, new int[][] {{2}}));
    assertThrows(IllegalArgumentException.class,
        () -> ArrayFlowGraph.plusEdges(g, new int[] {-1}, new int[][] {{0}}));
  }

  private static int[] sorted(int[] a) {
    int[] c = a.clone();
    Arrays.sort(c);
    return c;
  }
}
