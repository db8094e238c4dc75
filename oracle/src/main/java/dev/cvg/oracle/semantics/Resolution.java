package dev.cvg.oracle.semantics;

import dev.cvg.oracle.collect.LongIntMap;
import java.util.Optional;

/**
 * The end of a round: groups the round's convergent instances by key, computes every group's
 * results with {@link GroupSemantics}, and compares them with the results the threads used.
 *
 * <p>The execution is a fixed point when nothing differs: every thread then ran with exactly
 * the results its groups compute, so the round is a consistent execution of all threads.
 * A group holding two instances of one thread means the program's tokens make two dynamic
 * instances of one thread converged — the contradiction the static rules on cycles rule out
 * (e.g. a token from outside a loop used inside it without a loop heart).
 *
 * <p>Complexity: O(r) expected for r records (hashing by key; the built table indexes members
 * by key and thread).
 */
public final class Resolution {
  private final ResultTable table;
  private final int mismatches;
  private final int firstMismatch;
  private final Optional<String> violation;

  private Resolution(ResultTable table, int mismatches, int firstMismatch, Optional<String> violation) {
    this.table = table;
    this.mismatches = mismatches;
    this.firstMismatch = firstMismatch;
    this.violation = violation;
  }

  /**
   * Resolves {@code log}.
   *
   * @param log a round's log
   * @return the results of its groups
   */
  public static Resolution of(RoundLog log) {
    int n = log.size;
    // Phase 1 of 3: number the groups in first-execution order and count their members.
    LongIntMap groups = new LongIntMap(Math.max(16, n));
    int[] groupOf = new int[n];
    int[] counts = new int[n + 1];
    int groupCount = 0;
    for (int i = 0; i < n; i++) {
      int g = groups.putIfAbsent(log.key[i], groupCount);
      if (g < 0) {
        g = groupCount++;
      }
      groupOf[i] = g;
      counts[g]++;
    }
    // Phase 2 of 3: lay members out group by group (a counting sort, stable in record order).
    int[] start = new int[groupCount + 1];
    for (int g = 0; g < groupCount; g++) {
      start[g + 1] = start[g] + counts[g];
    }
    int[] fill = java.util.Arrays.copyOf(start, groupCount);
    int[] recordOf = new int[n];
    int[] tids = new int[n];
    for (int i = 0; i < n; i++) {
      int p = fill[groupOf[i]]++;
      recordOf[p] = i;
      tids[p] = log.tid[i];
    }
    // Phase 3 of 3: compute each group and compare with what the threads used. The scratch
    // arrays are sized for the largest group and reused, so resolving allocates per round only.
    long[] values = new long[n];
    byte[] flags = new byte[n];
    long[] keys = new long[n];
    int maxGroup = 1;
    for (int g = 0; g < groupCount; g++) {
      maxGroup = Math.max(maxGroup, counts[g]);
    }
    int[] mt = new int[maxGroup];
    long[] x = new long[maxGroup];
    long[] y = new long[maxGroup];
    byte[] xf = new byte[maxGroup];
    byte[] yf = new byte[maxGroup];
    long[] outV = new long[maxGroup];
    byte[] outF = new byte[maxGroup];
    int maxTid = 0;
    for (int i = 0; i < n; i++) {
      maxTid = Math.max(maxTid, log.tid[i]);
    }
    // seenIn[t] = the last group holding thread t: a repeat within one group is a contradiction.
    int[] seenIn = new int[maxTid + 1];
    java.util.Arrays.fill(seenIn, -1);
    int mismatches = 0;
    int first = -1;
    Optional<String> violation = Optional.empty();
    for (int g = 0; g < groupCount; g++) {
      int s = start[g];
      int m = start[g + 1] - s;
      for (int k = 0; k < m; k++) {
        int r = recordOf[s + k];
        mt[k] = log.tid[r];
        x[k] = log.x[r];
        y[k] = log.y[r];
        xf[k] = log.xf[r];
        yf[k] = log.yf[r];
        if (seenIn[mt[k]] == g && violation.isEmpty()) {
          violation = Optional.of("thread " + mt[k] + " executes two converged dynamic instances of"
              + " static instance #" + log.inst[r] + " (a convergence token is used in a cycle"
              + " that does not contain its definition, without a loop heart)");
        }
        seenIn[mt[k]] = g;
      }
      // All members of a group run the same static operation (the key holds the static
      // instance), so the first record's kind, width and salt are the group's.
      int r0 = recordOf[s];
      GroupSemantics.compute(GroupOp.of(log.op[r0]), m, mt, x, xf, y, yf, log.width[r0],
          log.salt[r0], outV, outF);
      for (int k = 0; k < m; k++) {
        int r = recordOf[s + k];
        values[s + k] = outV[k];
        keys[s + k] = log.key[r];
        flags[s + k] = outF[k];
        // A thread that went on with another result may have taken other paths: not a fixed point.
        if (outV[k] != log.used[r] || outF[k] != log.usedFlag[r]) {
          mismatches++;
          if (first < 0 || r < first) {
            first = r;
          }
        }
      }
    }
    return new Resolution(ResultTable.indexed(groups, start, tids, recordOf, values, flags, keys),
        mismatches, first, violation);
  }

  /**
   * Returns the computed results.
   *
   * @return the result table
   */
  public ResultTable table() {
    return table;
  }

  /**
   * Returns how many instances used a result other than the one their group computes.
   *
   * @return the mismatch count
   */
  public int mismatches() {
    return mismatches;
  }

  /**
   * Returns the earliest log record that used a wrong result, or -1.
   *
   * @return the record index, or -1
   */
  public int firstMismatch() {
    return firstMismatch;
  }

  /**
   * Returns whether every instance used its group's result.
   *
   * @return whether the round was a fixed point
   */
  public boolean isFixedPoint() {
    return mismatches == 0;
  }

  /**
   * Returns a description of a group holding two instances of one thread, if any.
   *
   * @return the description, or empty
   */
  public Optional<String> violation() {
    return violation;
  }
}
