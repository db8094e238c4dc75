package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * {@link CutRegion} on hand-made graphs, each expectation worked out by hand from the class
 * Javadoc: its {@code <pre>} example (the contracted graph {@code root -> e1, W, e3},
 * {@code e1 -> x -> W}, {@code W -> e3}); the first candidate whose small part fits the budget
 * is the cut, the later candidates are asked for only when none of the given ones fits, and no
 * cut ({@code null}) when none fits or the first that fits is not reachable from the exits;
 * {@code W} has a self loop exactly when a path leads from {@code w} back to {@code w} behind
 * the cut; {@code exitCandidates} drops exits without successors; {@code laterCandidates} lists
 * the meeting points of the exits' searches (at most three, found within the budget), then for
 * the enclosing cycles, innermost first, the single latch and the header, without exits or
 * repeats, at most eight.
 */
class CutRegionExamplesTest {
  /** Never asked for: the given candidates suffice. */
  private static final Supplier<int[]> NOT_NEEDED = () -> {
    throw new AssertionError("later candidates computed although a given one fits");
  };
  private static final int[] JAVADOC_EXITS = {2, 4, 8};

  /**
   * The Javadoc's example: A = {1} (a self loop) with exits e1 = 2, e2 = 4, e3 = 8; e1 -> x (3)
   * -> e2 -> z1 (5) -> z2 (6) -> z3 (7) -> e3, and e3 back into A. {@code extra} adds edges.
   */
  private static FlowGraph javadocGraph(int[]... extra) {
    int[][] succ = {{1}, {1, 2, 4, 8}, {3}, {4}, {5}, {6}, {7}, {8}, {1}};
    for (int[] e : extra) {
      succ[e[0]] = Arrays.copyOf(succ[e[0]], succ[e[0]].length + 1);
      succ[e[0]][succ[e[0]].length - 1] = e[1];
    }
    return FlowGraph.of(succ);
  }

  private static long[] set(int... blocks) {
    long[] bits = new long[1];
    for (int b : blocks) {
      bits[b >>> 6] |= 1L << b;
    }
    return bits;
  }

  /**
   * Budget 3: e1's small part {e2, e3, z1, z2, z3} is too large, e2's {e1, e3, x} fits, so e2 is
   * the cut and Z = {z1, z2, z3}. Contracted, in blocks (W shown as its block 4): e1 -> x -> W,
   * W -> e3 (z3's edge), e3 without successors (its edge into A is not in the region), root ->
   * e1, W, e3.
   */
  @Test
  void javadocExample() {
    FlowGraph g = javadocGraph();
    CutRegion cut = CutRegion.find(g, set(1), JAVADOC_EXITS,
        CutRegion.exitCandidates(g, JAVADOC_EXITS), NOT_NEEDED, 3);
    assertCut(cut, 4, Map.of(2, "[3]", 3, "[4]", 8, "[]", 4, "[8]"));
  }

  /** Budget 5: e1's small part {e2, e3, z1, z2, z3} fits, and e1 comes first; x enters e2. */
  @Test
  void firstFittingCandidateIsTheCut() {
    FlowGraph g = javadocGraph();
    CutRegion cut = CutRegion.find(g, set(1), JAVADOC_EXITS, JAVADOC_EXITS, NOT_NEEDED, 5);
    assertCut(cut, 2, Map.of(4, "[5]", 5, "[6]", 6, "[7]", 7, "[8]", 8, "[]", 2, "[4]"));
  }

  /** A candidate inside A is passed over (the claim needs w outside A); e2 then fits. */
  @Test
  void candidateInsideAIsPassedOver() {
    CutRegion cut = CutRegion.find(javadocGraph(), set(1), JAVADOC_EXITS, new int[] {1, 4},
        NOT_NEEDED, 3);
    assertCut(cut, 4, Map.of(2, "[3]", 3, "[4]", 8, "[]", 4, "[8]"));
  }

  /** e1 alone does not fit budget 3, so the later candidates are asked for, and e2 fits. */
  @Test
  void laterCandidatesOnlyOnceTheGivenOnesFail() {
    int[] asked = new int[1];
    CutRegion cut = CutRegion.find(javadocGraph(), set(1), JAVADOC_EXITS, new int[] {2},
        () -> {
          asked[0]++;
          return new int[] {4};
        }, 3);
    assertEquals(1, asked[0], "later candidates asked for once");
    assertCut(cut, 4, Map.of(2, "[3]", 3, "[4]", 8, "[]", 4, "[8]"));
  }

  /**
   * No cut when no candidate fits (budget 2: e3's small part is {e1, e2, x, z1, z2, z3}, x's
   * {e1, e2, e3, z1, z2, z3}), nor when the first that fits is not reachable from the exits
   * (the entry 0, whose small part is the whole region of 7 blocks), even though e2 would fit.
   * The later candidates are computed once, when the given ones have failed.
   */
  @Test
  void noCut() {
    FlowGraph g = javadocGraph();
    int[] asked = new int[1];
    assertNull(CutRegion.find(g, set(1), JAVADOC_EXITS, JAVADOC_EXITS, () -> {
      asked[0]++;
      return new int[] {3};
    }, 2));
    assertEquals(1, asked[0], "later candidates computed once");
    assertNull(CutRegion.find(g, set(1), JAVADOC_EXITS, new int[] {0, 4}, NOT_NEEDED, 7));
  }

  /**
   * W has a self loop exactly when a path leads from w back to w behind the cut: through Z (z3 ->
   * e2) or directly (e2 -> e2); not when the way back passes the small part (e3 -> e2, e3 in S:
   * then e3 -> W instead).
   */
  @Test
  void selfLoopOnlyBehindTheCut() {
    assertCut(CutRegion.find(javadocGraph(new int[] {7, 4}), set(1), JAVADOC_EXITS, new int[] {4},
        NOT_NEEDED, 3), 4, Map.of(2, "[3]", 3, "[4]", 8, "[]", 4, "[4, 8]"));
    assertCut(CutRegion.find(javadocGraph(new int[] {4, 4}), set(1), JAVADOC_EXITS, new int[] {4},
        NOT_NEEDED, 3), 4, Map.of(2, "[3]", 3, "[4]", 8, "[]", 4, "[4, 8]"));
    assertCut(CutRegion.find(javadocGraph(new int[] {8, 4}), set(1), JAVADOC_EXITS, new int[] {4},
        NOT_NEEDED, 3), 4, Map.of(2, "[3]", 3, "[4]", 8, "[4]", 4, "[8]"));
  }

  /** An exit without successors cuts nothing off and is dropped; the others keep their order. */
  @Test
  void exitCandidatesDropExitsWithoutSuccessors() {
    FlowGraph g = FlowGraph.of(new int[][] {{1}, {1, 4, 2, 3}, {}, {0}, {}});
    assertArrayEquals(new int[] {3}, CutRegion.exitCandidates(g, new int[] {4, 2, 3}));
    assertArrayEquals(new int[] {}, CutRegion.exitCandidates(g, new int[] {4, 2}));
  }

  /**
   * Checks that {@code cut} cuts at {@code w}, that its small part and W have the given
   * successors (as blocks, sorted; W as {@code w}), that the root is node s + 1 with an edge to
   * each exit, and that the exits map back to the blocks {@link #JAVADOC_EXITS}.
   */
  static void assertCut(CutRegion cut, int w, Map<Integer, String> successors) {
    assertCut(cut, w, successors, JAVADOC_EXITS);
  }

  /** {@link #assertCut(CutRegion, int, Map)} for exits other than the Javadoc example's. */
  static void assertCut(CutRegion cut, int w, Map<Integer, String> successors, int[] exits) {
    assertNotNull(cut, "a cut");
    int s = cut.original.length - 1;
    assertEquals(w, cut.original[s], "W stands for the cut block");
    assertEquals(s + 2, cut.graph.size(), "small part, W and the root");
    assertEquals(s + 1, cut.graph.entry(), "the root is s + 1");
    assertArrayEquals(cut.exits, cut.graph.successors(s + 1), "the root's edges go to the exits");
    assertArrayEquals(exits, Arrays.stream(cut.exits).map(v -> cut.original[v]).toArray(),
        "the exits in the contracted numbering");
    Map<Integer, String> actual = new TreeMap<>();
    for (int v = 0; v <= s; v++) {
      actual.put(cut.original[v], Arrays.toString(
          Arrays.stream(cut.graph.successors(v)).map(y -> cut.original[y]).sorted().toArray()));
    }
    assertEquals(new TreeMap<>(successors), actual, "contracted successors, as blocks");
  }

  /**
   * The budget bounds the small part's size, inclusive: A = {1} with exits 2 and 3, a chain 2 ->
   * 4 -> .. -> 18 -> 3, and 3 -> 19. Cutting at 3 leaves S = {2, 4, .., 18}, 16 blocks: it fits
   * budget 16 (W then has no edge back: 3 is entered only from 18 in S) but not 15, where the
   * next candidate 2 fits (S = {3, 19}, W -> 3 through the chain).
   */
  @Test
  void budgetBoundsTheSmallPartInclusively() {
    int[][] succ = new int[20][];
    succ[0] = new int[] {1};
    succ[1] = new int[] {1, 2, 3};
    succ[2] = new int[] {4};
    for (int c = 4; c < 18; c++) {
      succ[c] = new int[] {c + 1};
    }
    succ[18] = new int[] {3};
    succ[3] = new int[] {19};
    succ[19] = new int[0];
    FlowGraph g = FlowGraph.of(succ);
    int[] exits = {2, 3};
    Map<Integer, String> chain = new TreeMap<>(Map.of(2, "[4]", 18, "[3]", 3, "[]"));
    for (int c = 4; c < 18; c++) {
      chain.put(c, "[" + (c + 1) + "]");
    }
    assertCut(CutRegion.find(g, set(1), exits, new int[] {3, 2}, NOT_NEEDED, 16), 3, chain, exits);
    assertCut(CutRegion.find(g, set(1), exits, new int[] {3, 2}, NOT_NEEDED, 15), 2,
        Map.of(3, "[19]", 19, "[]", 2, "[3]"), exits);
  }

  /**
   * A latch is single only if the header has one predecessor inside its cycle, whatever their
   * numbers: A = {1} (exit 2) in C = {0, 1, 2, 3}, whose header 0 (the entry of this graph) is
   * entered from itself and from 3, so C adds its header only.
   */
  @Test
  void twoPredecessorsInsideMeanNoLatch() {
    assertArrayEquals(new int[] {0}, later(new int[][] {{0, 1}, {1, 2}, {3}, {0, 4}, {}}, 1, 64));
  }

  /** Returns the later candidates of the innermost cycle around block {@code a}. */
  private static int[] later(int[][] succ, int a, int budget) {
    FlowGraph g = FlowGraph.of(succ);
    CycleTable cycles = new CycleTable(CycleHierarchy.of(g));
    return CutRegion.laterCandidates(g, cycles, cycles.innermost[a], budget);
  }

  /**
   * A = {3} in C2 (header 2, latches 7 and 8) in C1 (header 1, latch 9). The exits 4 and 5 meet
   * at 6 (12 is reached twice, but from 4 alone); C2's header has two latches, so only the header;
   * then C1's single latch 9 and its header: [6, 2, 9, 1].
   */
  @Test
  void laterCandidatesInDocumentedOrder() {
    int[][] succ = {{1}, {2}, {3}, {3, 4, 5}, {10, 11}, {6}, {7, 8, 9}, {2}, {2}, {1},
        {12}, {12}, {6}};
    assertArrayEquals(new int[] {6, 2, 9, 1}, later(succ, 3, 64));
  }

  /**
   * Without exits or repeats. A = {3}, exits 4 and 5. First: 6 is a meeting point and C2's
   * single latch: [6, 2, 7, 1]. Second: 5 is an exit, the meeting point of 4 and 5, and C2's
   * single latch: [2, 7, 1].
   */
  @Test
  void laterCandidatesWithoutExitsOrRepeats() {
    int[][] repeat = {{1}, {2}, {3}, {3, 4, 5}, {6}, {6}, {2, 7}, {1, 8}, {}};
    assertArrayEquals(new int[] {6, 2, 7, 1}, later(repeat, 3, 64));
    int[][] exit = {{1}, {2}, {3}, {3, 4, 5}, {5, 7}, {2}, {}, {1, 8}, {}};
    assertArrayEquals(new int[] {2, 7, 1}, later(exit, 3, 64));
  }

  /**
   * At most eight: A = {7} inside six nested loops with headers 6, 5, .., 1 and single latches
   * 9, 10, .., 14 (one exit, so no meeting point): the first eight of latch, header innermost
   * first.
   */
  @Test
  void laterCandidatesAtMostEight() {
    int[][] succ = {{1}, {2}, {3}, {4}, {5}, {6}, {7}, {7, 8}, {9}, {6, 10}, {5, 11}, {4, 12},
        {3, 13}, {2, 14}, {1, 15}, {}};
    assertArrayEquals(new int[] {9, 6, 10, 5, 11, 4, 12, 3}, later(succ, 7, 64));
  }

  /**
   * At most three meeting points, in the order found: exits 2 and 3 of A = {1} both lead to 4,
   * 5, 6 and 7 (no enclosing cycle).
   */
  @Test
  void atMostThreeMeetingPoints() {
    int[][] succ = {{1}, {1, 2, 3}, {4, 5, 6, 7}, {4, 5, 6, 7}, {}, {}, {}, {}};
    assertArrayEquals(new int[] {4, 5, 6}, later(succ, 1, 64));
  }

  /**
   * Meeting points only within the budget: exits 2 and 3 of A = {1} meet at 7, which the search
   * finds after reaching 4 blocks (4, 7, 5, 6); with budget 2 it gives up first.
   */
  @Test
  void meetingPointsWithinTheBudget() {
    int[][] succ = {{1}, {1, 2, 3}, {4}, {7}, {5}, {6}, {7}, {}};
    assertArrayEquals(new int[] {7}, later(succ, 1, 64));
    assertArrayEquals(new int[] {}, later(succ, 1, 2));
  }
}
