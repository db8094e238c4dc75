package dev.cvg.oracle.semantics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.oracle.collect.LongIntMap;
import org.junit.jupiter.api.Test;

/**
 * {@link ResultTable#find} through its group scan, the path a lookup takes when the table has no
 * member index or the index misses on a hash collision of the mixed (key, thread) value. Tables
 * built by {@link Resolution} are indexed and their lookups hit, so the scan's own bounds were
 * never exercised (PIT, session 12, docs/testing.md). Kills, in {@code ResultTable.find}: the
 * uncovered {@code return p} of the scan (replaced by 0), the negated loop test (no scan at all),
 * the loop bound {@code p < start[g + 1]} to {@code <=} (reads the next group's first member), and
 * {@code g < 0} to {@code g <= 0} (group 0 treated as absent).
 */
class ResultTableScanTest {

  /** Key 10: threads 0 and 1 (group 0); key 20: thread 2 (group 1). No member index. */
  private static ResultTable twoGroups() {
    LongIntMap groups = new LongIntMap(4);
    groups.putIfAbsent(10, 0);
    groups.putIfAbsent(20, 1);
    return new ResultTable(groups, new int[] {0, 2, 3}, new int[] {0, 1, 2}, new int[] {0, 2, 1},
        new long[] {3, 5, 4}, new byte[] {0, 1, 0});
  }

  @Test
  void scanFindsEachMemberInItsOwnGroup() {
    ResultTable t = twoGroups();
    assertEquals(0, t.find(10, 0));
    assertEquals(1, t.find(10, 1), "the second member of group 0");
    assertEquals(5, t.value(t.find(10, 1)));
    assertEquals(1, t.flag(t.find(10, 1)));
    assertEquals(2, t.find(20, 2));
    assertEquals(1, t.record(t.find(20, 2)));
  }

  @Test
  void scanStopsAtTheEndOfTheGroup() {
    ResultTable t = twoGroups();
    assertEquals(-1, t.find(10, 2), "thread 2 is group 1's first member, not group 0's");
    assertEquals(-1, t.find(20, 0));
    assertEquals(-1, t.find(30, 0), "no group with key 30");
  }
}
