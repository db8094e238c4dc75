package dev.cvg.analysis.dominance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.FlowGraph;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class PostDominatorTreeTest {

  @Test
  void diamondJoinPostDominatesBranch() {
    FlowGraph g = FlowGraph.of(new int[][] {{1, 2}, {3}, {3}, {}});
    PostDominatorTree pdt = PostDominatorTree.of(g);
    assertEquals(OptionalInt.of(3), pdt.ipdom(0));
    assertEquals(OptionalInt.of(3), pdt.ipdom(1));
    assertEquals(OptionalInt.empty(), pdt.ipdom(3));
    assertArrayEquals(new int[] {3}, pdt.roots());
    assertTrue(pdt.postDominates(3, 0));
    assertFalse(pdt.postDominates(1, 0));
    assertTrue(pdt.strictlyPostDominates(3, 1));
    assertFalse(pdt.strictlyPostDominates(3, 3));
  }

  @Test
  void twoExitsMeetOnlyAtTheVirtualExit() {
    FlowGraph g = FlowGraph.of(new int[][] {{1, 2}, {}, {}});
    PostDominatorTree pdt = PostDominatorTree.of(g);
    assertEquals(OptionalInt.empty(), pdt.ipdom(0));
    assertArrayEquals(new int[] {1, 2}, pdt.roots());
    assertArrayEquals(new int[] {0, 1, 2}, pdt.topLevel());
    assertEquals(OptionalInt.empty(), pdt.nearestCommonPostDominator(1, 2));
  }

  /**
   * The function checked with {@code opt-22 -passes='print<postdomtree>'}: entry=0 -> a=1,
   * b=3; a <-> a2=2 (infinite loop); b -> b2=4, x=5; b2 -> b; x ret; u=6 -> x (unreachable).
   * LLVM prints roots {@code %x %a2}, ipdom(a) = a2, ipdom(entry) = ipdom(a2) = virtual exit,
   * ipdom(b) = ipdom(u) = x, ipdom(b2) = b.
   */
  @Test
  void infiniteLoopGetsLlvmsFurthestAwayRoot() {
    FlowGraph g = FlowGraph.of(new int[][] {{1, 3}, {2}, {1}, {4, 5}, {3}, {}, {5}});
    PostDominatorTree pdt = PostDominatorTree.of(g);
    assertArrayEquals(new int[] {2, 5}, pdt.roots());
    assertEquals(OptionalInt.of(2), pdt.ipdom(1));
    assertEquals(OptionalInt.empty(), pdt.ipdom(2));
    assertEquals(OptionalInt.empty(), pdt.ipdom(0));
    assertEquals(OptionalInt.of(5), pdt.ipdom(3));
    assertEquals(OptionalInt.of(3), pdt.ipdom(4));
    assertEquals(OptionalInt.of(5), pdt.ipdom(6));
    assertArrayEquals(new int[] {3, 6}, pdt.children(5));
    assertArrayEquals(new int[] {0, 2, 5}, pdt.topLevel());
  }

  @Test
  void redundantInfiniteLoopRootIsDropped() {
    // 0 -> 1; 1 -> 1, 2 (self loop then on); 2 <-> 3 (infinite). Forward DFS from 1 ends in the
    // 2/3 loop, so one root suffices.
    FlowGraph g = FlowGraph.of(new int[][] {{1}, {1, 2}, {3}, {2}});
    PostDominatorTree pdt = PostDominatorTree.of(g);
    assertEquals(1, pdt.roots().length);
    for (int v = 0; v < 4; v++) {
      assertTrue(pdt.postDominates(pdt.roots()[0], v) || pdt.roots()[0] == 3, "v=" + v);
    }
  }

  @Test
  void everyNodeIsInTheTreeEvenIfUnreachableFromEntry() {
    FlowGraph g = FlowGraph.of(new int[][] {{1}, {}, {1}, {3}});
    PostDominatorTree pdt = PostDominatorTree.of(g);
    assertEquals(OptionalInt.of(1), pdt.ipdom(2));
    assertArrayEquals(new int[] {1, 3}, pdt.roots());
    assertEquals(0, pdt.level(3));
  }
}
