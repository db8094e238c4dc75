package dev.cvg.analysis.dominance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.FlowGraph;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class DominatorTreeTest {

  /** entry=0 -> a=1, b=2; a, b -> join=3; dead=4 -> join. */
  private static final FlowGraph DIAMOND_WITH_DEAD =
      FlowGraph.of(new int[][] {{1, 2}, {3}, {3}, {}, {3}});

  @Test
  void diamondHasEntryAsIdomOfJoin() {
    DominatorTree dt = DominatorTree.of(DIAMOND_WITH_DEAD);
    assertEquals(OptionalInt.empty(), dt.idom(0));
    assertEquals(OptionalInt.of(0), dt.idom(1));
    assertEquals(OptionalInt.of(0), dt.idom(2));
    assertEquals(OptionalInt.of(0), dt.idom(3));
    assertArrayEquals(new int[] {1, 2, 3}, dt.children(0));
    assertTrue(dt.dominates(0, 3));
    assertFalse(dt.dominates(1, 3));
    assertTrue(dt.strictlyDominates(0, 1));
    assertFalse(dt.strictlyDominates(1, 1));
    assertTrue(dt.dominates(1, 1));
  }

  @Test
  void unreachableNodeIsDominatedByEverythingAndDominatesNothingReachable() {
    DominatorTree dt = DominatorTree.of(DIAMOND_WITH_DEAD);
    int dead = 4;
    assertFalse(dt.isReachable(dead));
    for (int x = 0; x < 5; x++) {
      assertTrue(dt.dominates(x, dead), "every node dominates the unreachable node, x=" + x);
      assertEquals(x != dead, dt.strictlyDominates(x, dead), "x=" + x);
    }
    for (int r = 0; r < 4; r++) {
      assertFalse(dt.dominates(dead, r), "unreachable dominates no reachable node, r=" + r);
    }
    assertEquals(OptionalInt.empty(), dt.idom(dead));
    assertArrayEquals(new int[0], dt.children(dead));
    assertEquals(-1, dt.level(dead));
    assertEquals(OptionalInt.empty(), dt.nearestCommonDominator(dead, 3));
    // The dead edge dead -> join does not weaken join's dominators.
    assertTrue(dt.dominates(0, 3));
  }

  @Test
  void loopHeaderDominatesBodyAndLatch() {
    // 0 -> 1 (header) -> 2 (body) -> 3 (latch) -> 1 | 4 (exit)
    FlowGraph g = FlowGraph.of(new int[][] {{1}, {2}, {3}, {1, 4}, {}});
    DominatorTree dt = DominatorTree.of(g);
    assertEquals(OptionalInt.of(1), dt.idom(2));
    assertEquals(OptionalInt.of(2), dt.idom(3));
    assertEquals(OptionalInt.of(3), dt.idom(4));
    assertEquals(4, dt.level(4));
    assertArrayEquals(new int[] {0, 1, 2, 3, 4}, dt.preorder());
  }

  @Test
  void irreducibleCycleEntriesAreDominatedOnlyByTheBranch() {
    // 0 -> 1, 2; 1 <-> 2; 2 -> 3
    FlowGraph g = FlowGraph.of(new int[][] {{1, 2}, {2}, {1, 3}, {}});
    DominatorTree dt = DominatorTree.of(g);
    assertEquals(OptionalInt.of(0), dt.idom(1));
    assertEquals(OptionalInt.of(0), dt.idom(2));
    assertEquals(OptionalInt.of(2), dt.idom(3));
    assertEquals(OptionalInt.of(0), dt.nearestCommonDominator(1, 3));
  }

  @Test
  void edgesIntoTheEntrySelfLoopsAndMultiEdgesAreHarmless() {
    // 0 -> 1, 1 (two edges); 1 -> 1, 0, 2
    FlowGraph g = FlowGraph.of(new int[][] {{1, 1}, {1, 0, 2}, {}});
    DominatorTree dt = DominatorTree.of(g);
    assertEquals(OptionalInt.empty(), dt.idom(0));
    assertEquals(OptionalInt.of(0), dt.idom(1));
    assertEquals(OptionalInt.of(1), dt.idom(2));
    assertFalse(dt.dominates(1, 0));
  }

  @Test
  void singleNodeAndEmptyGraph() {
    DominatorTree one = DominatorTree.of(FlowGraph.of(new int[][] {{}}));
    assertTrue(one.dominates(0, 0));
    assertEquals(0, one.level(0));
    DominatorTree none = DominatorTree.of(FlowGraph.of(new int[0][]));
    assertArrayEquals(new int[0], none.preorder());
  }

  @Test
  void longChainNeedsNoRecursion() {
    int n = 200_000;
    int[][] succs = new int[n][];
    for (int i = 0; i < n; i++) {
      succs[i] = i + 1 < n ? new int[] {i + 1} : new int[0];
    }
    DominatorTree dt = DominatorTree.of(FlowGraph.of(succs));
    assertEquals(OptionalInt.of(n - 2), dt.idom(n - 1));
    assertTrue(dt.dominates(1, n - 1));
    assertEquals(n - 1, dt.level(n - 1));
  }
}
