package dev.cvg.graph;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class DepthFirstOrderTest {
  /** The class Javadoc example: 0:[1, 3] 1:[2] 3:[2], plus unreachable 4 -> 2. */
  private static final FlowGraph EXAMPLE = FlowGraph.of(new int[][] {{1, 3}, {2}, {}, {2}, {2}});

  @Test
  void textualOrderExploresFirstSuccessorFirst() {
    DepthFirstOrder dfs = DepthFirstOrder.of(EXAMPLE);
    assertArrayEquals(new int[] {0, 1, 2, 3}, dfs.preorder());
    assertArrayEquals(new int[] {2, 1, 3, 0}, dfs.postorder());
    assertArrayEquals(new int[] {0, 3, 1, 2}, dfs.reversePostorder());
    assertEquals(1, dfs.parent(2));
    assertEquals(-1, dfs.parent(0));
  }

  @Test
  void llvmOrderExploresLastSuccessorFirst() {
    DepthFirstOrder dfs = DepthFirstOrder.of(EXAMPLE, SuccessorOrder.llvm());
    assertArrayEquals(new int[] {0, 3, 2, 1}, dfs.preorder());
    assertArrayEquals(new int[] {2, 3, 1, 0}, dfs.postorder());
    assertEquals(3, dfs.parent(2));
    assertTrue(dfs.isAncestor(3, 2));
    assertFalse(dfs.isAncestor(1, 2));
    assertTrue(dfs.isBackEdge(2, 2));
  }

  @Test
  void unreachableNodesHaveNoNumbers() {
    DepthFirstOrder dfs = DepthFirstOrder.of(EXAMPLE);
    assertFalse(dfs.isReachable(4));
    assertEquals(-1, dfs.preNumber(4));
    assertEquals(-1, dfs.postNumber(4));
    assertFalse(dfs.isAncestor(4, 4));
    assertFalse(dfs.isAncestor(0, 4));
    assertEquals(4, dfs.reachableCount());
  }

  @Test
  void chainOf200kNodesNeedsNoRecursion() {
    int n = 200_000;
    int[][] succs = new int[n][];
    for (int i = 0; i < n; i++) {
      succs[i] = i + 1 < n ? new int[] {i + 1, 0} : new int[0];
    }
    DepthFirstOrder dfs = DepthFirstOrder.of(FlowGraph.of(succs), SuccessorOrder.llvm());
    assertEquals(n - 1, dfs.preNumber(n - 1));
    assertEquals(0, dfs.postNumber(n - 1));
    assertTrue(dfs.isAncestor(0, n - 1));
  }

  @Test
  void seededOrderIsADeterministicPermutation() {
    FlowGraph g = FlowGraph.of(new int[][] {{1, 2, 3, 4, 4, 5}, {}, {}, {}, {}, {}});
    int[] a = SuccessorOrder.seeded(7).order(g, 0);
    int[] b = SuccessorOrder.seeded(7).order(g, 0);
    assertArrayEquals(a, b);
    int[] sorted = a.clone();
    Arrays.sort(sorted);
    assertArrayEquals(new int[] {1, 2, 3, 4, 4, 5}, sorted);
    boolean someSeedDiffers = false;
    for (long s = 0; s < 20; s++) {
      someSeedDiffers |= !Arrays.equals(a, SuccessorOrder.seeded(s).order(g, 0));
    }
    assertTrue(someSeedDiffers);
    assertArrayEquals(new int[] {5, 4, 4, 3, 2, 1}, SuccessorOrder.llvm().order(g, 0));
  }

  /** Compares with a recursive DFS that explores successors in the given order. */
  @TestFactory
  Stream<DynamicTest> matchesRecursiveDfs() {
    return LongStream.range(0, 500).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = ArbitraryGraphs.of(seed, 40);
      SuccessorOrder order = switch ((int) (seed % 3)) {
        case 0 -> SuccessorOrder.llvm();
        case 1 -> SuccessorOrder.textual();
        default -> SuccessorOrder.seeded(seed);
      };
      DepthFirstOrder dfs = DepthFirstOrder.of(g, order);
      List<Integer> pre = new ArrayList<>();
      List<Integer> post = new ArrayList<>();
      boolean[] seen = new boolean[g.size()];
      recurse(g, order, g.entry(), seen, pre, post);
      assertEquals(pre, Arrays.stream(dfs.preorder()).boxed().toList(), "seed " + seed + " " + order);
      assertEquals(post, Arrays.stream(dfs.postorder()).boxed().toList(), "seed " + seed + " " + order);
      for (int a = 0; a < g.size(); a++) {
        for (int b = 0; b < g.size(); b++) {
          boolean anc = seen[a] && seen[b] && isTreeAncestor(dfs, a, b);
          assertEquals(anc, dfs.isAncestor(a, b), "seed " + seed + ": isAncestor(" + a + ", " + b + ")");
        }
      }
    }));
  }

  private static boolean isTreeAncestor(DepthFirstOrder dfs, int a, int b) {
    for (int x = b; x >= 0; x = dfs.parent(x)) {
      if (x == a) {
        return true;
      }
    }
    return false;
  }

  private static void recurse(FlowGraph g, SuccessorOrder order, int v, boolean[] seen,
      List<Integer> pre, List<Integer> post) {
    seen[v] = true;
    pre.add(v);
    for (int s : order.order(g, v)) {
      if (!seen[s]) {
        recurse(g, order, s, seen, pre, post);
      }
    }
    post.add(v);
  }
}
