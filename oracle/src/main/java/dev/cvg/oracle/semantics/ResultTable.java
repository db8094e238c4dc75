package dev.cvg.oracle.semantics;

import dev.cvg.oracle.collect.LongIntMap;

/**
 * The results of one round's convergent operations, looked up by the next round: for a group
 * key and a thread, the value that thread's instance computes. Immutable once built by
 * {@link Resolution}.
 */
public final class ResultTable {
  /** An empty table (the first round: every lookup misses). */
  public static final ResultTable EMPTY = new ResultTable(new LongIntMap(1), new int[1], new int[0],
      new int[0], new long[0], new byte[0]);

  private final LongIntMap groups;
  /** Per group: first member position; {@code start[g+1]} ends it. */
  private final int[] start;
  private final int[] tids;
  private final int[] recordOf;
  private final long[] values;
  private final byte[] flags;

  ResultTable(LongIntMap groups, int[] start, int[] tids, int[] recordOf, long[] values, byte[] flags) {
    this.groups = groups;
    this.start = start;
    this.tids = tids;
    this.recordOf = recordOf;
    this.values = values;
    this.flags = flags;
  }

  /** Returns the position of {@code (key, tid)}'s result, or -1 if the table has none. */
  public int find(long key, int tid) {
    int g = groups.get(key);
    if (g < 0) {
      return -1;
    }
    for (int p = start[g]; p < start[g + 1]; p++) {
      if (tids[p] == tid) {
        return p;
      }
    }
    return -1;
  }

  /** Returns the result value at {@code position}. */
  public long value(int position) {
    return values[position];
  }

  /** Returns the result's undefined flag at {@code position}. */
  public byte flag(int position) {
    return flags[position];
  }

  /** Returns the number of groups. */
  public int groupCount() {
    return start.length - 1;
  }

  /** Returns the member thread ids of group {@code g}, in execution-record order. */
  public int[] members(int g) {
    return java.util.Arrays.copyOfRange(tids, start[g], start[g + 1]);
  }

  /** Returns the round-log record index of the member at {@code position}. */
  public int record(int position) {
    return recordOf[position];
  }

  /** Returns the group index of {@code key}, or -1. */
  public int group(long key) {
    return groups.get(key);
  }
}
