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
      new int[0], new long[0], new byte[0], null);

  private final LongIntMap groups;
  /** (key, tid) mixed into one long, to the member position; verified on lookup. */
  private final LongIntMap members;
  /** Per group: first member position; {@code start[g+1]} ends it. */
  private final int[] start;
  private final int[] tids;
  private final int[] recordOf;
  private final long[] values;
  private final byte[] flags;

  ResultTable(LongIntMap groups, int[] start, int[] tids, int[] recordOf, long[] values, byte[] flags) {
    this(groups, start, tids, recordOf, values, flags, null);
  }

  private ResultTable(LongIntMap groups, int[] start, int[] tids, int[] recordOf, long[] values,
      byte[] flags, long[] keys) {
    this.groups = groups;
    this.members = new LongIntMap(Math.max(16, tids.length));
    if (keys != null) {
      for (int p = 0; p < tids.length; p++) {
        members.putIfAbsent(member(keys[p], tids[p]), p);
      }
    }
    this.keys = keys;
    this.start = start;
    this.tids = tids;
    this.recordOf = recordOf;
    this.values = values;
    this.flags = flags;
  }

  /** Per member position: its group key (null for tables without a member index). */
  private final long[] keys;

  /** Returns a table that also indexes members by (key, thread) for O(1) lookups. */
  static ResultTable indexed(LongIntMap groups, int[] start, int[] tids, int[] recordOf, long[] values,
      byte[] flags, long[] keys) {
    return new ResultTable(groups, start, tids, recordOf, values, flags, keys);
  }

  private static long member(long key, int tid) {
    return key * 0x9E3779B97F4A7C15L + tid;
  }

  /**
   * Returns the position of {@code (key, tid)}'s result, or -1 if the table has none.
   *
   * @param key a group key
   * @param tid a thread id
   * @return the position, or -1
   */
  public int find(long key, int tid) {
    if (keys != null) {
      int p = members.get(member(key, tid));
      if (p >= 0 && keys[p] == key && tids[p] == tid) {
        return p;
      }
      // A mixed-key collision (or a miss) falls back to scanning the group.
    }
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

  /**
   * Returns the result value at {@code position}.
   *
   * @param position a position {@link #find} returned
   * @return the value
   */
  public long value(int position) {
    return values[position];
  }

  /**
   * Returns the result's undefined flag at {@code position}.
   *
   * @param position a position {@link #find} returned
   * @return the flag (non-zero: undefined)
   */
  public byte flag(int position) {
    return flags[position];
  }

  /**
   * Returns the number of groups.
   *
   * @return the group count
   */
  public int groupCount() {
    return start.length - 1;
  }

  /**
   * Returns the member thread ids of group {@code g}, in execution-record order.
   *
   * @param g a group index
   * @return the thread ids
   */
  public int[] members(int g) {
    return java.util.Arrays.copyOfRange(tids, start[g], start[g + 1]);
  }

  /**
   * Returns the round-log record index of the member at {@code position}.
   *
   * @param position a position {@link #find} returned
   * @return the record index
   */
  public int record(int position) {
    return recordOf[position];
  }

  /**
   * Returns the group index of {@code key}, or -1.
   *
   * @param key a group key
   * @return the group index, or -1
   */
  public int group(long key) {
    return groups.get(key);
  }
}
