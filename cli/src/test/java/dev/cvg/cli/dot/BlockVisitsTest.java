package dev.cvg.cli.dot;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** The text of converged groups in block labels. */
class BlockVisitsTest {
  @Test
  void runsOfThreeOrMoreThreadsBecomeRanges() {
    assertEquals("{0-3,5,7,8}", BlockVisits.threadSet(List.of(0, 1, 2, 3, 5, 7, 8)));
    assertEquals("{4,5}", BlockVisits.threadSet(List.of(4, 5)));
    assertEquals("{6}", BlockVisits.threadSet(List.of(6)));
    assertEquals("{0-63}", BlockVisits.threadSet(IntStream.range(0, 64).boxed().toList()));
  }

  @Test
  void groupsAreListedInOrderAndCapped() {
    List<List<Integer>> many = IntStream.range(0, BlockVisits.MAX_GROUPS + 3).mapToObj(List::of).toList();
    BlockVisits v = new BlockVisits(List.of(List.of(List.of(0, 1, 2, 3), List.of(4, 5)), List.of(), many));
    assertEquals("visits: {0-3} {4,5}", v.describe(0));
    assertEquals("visits: none", v.describe(1));
    assertEquals("visits: {0} {1} {2} {3} {4} {5} {6} {7} {8} {9} {10} {11} ... 3 more", v.describe(2));
  }
}
