package dev.cvg.legality.dynamiccheck;

import java.util.Arrays;

/**
 * The correspondence of dynamic instances in one pair of executions, per thread: the k-th
 * execution of any member of a class in the transformed program stands for the k-th execution
 * of a member of that class in the original. Also counts each thread's executions per class on
 * both sides: where the counts differ (code hoisted out of or sunk into a loop or branch), the
 * k-th rule is only an approximation and the uniformity check does not rely on it. A thread
 * that executes a removable class ({@link Classes#removable}) fewer times in the transformed
 * program executes the original's last instances there: its k-th of {@code m} transformed
 * instances stands for the {@code (n - m + k)}-th of its {@code n} original ones.
 */
final class InstanceMap {
  /** Per thread, per transformed instance: the corresponding original instance, or -1. */
  private final int[][] counterpart;
  private final int[][] countBefore;
  private final int[][] countAfter;

  InstanceMap(Recorder before, Recorder after, Classes classes) {
    int threads = after.threads();
    counterpart = new int[threads][];
    countBefore = new int[threads][];
    countAfter = new int[threads][];
    for (int t = 0; t < threads; t++) {
      Recorder.Column b = before.column(t);
      Recorder.Column a = after.column(t);
      int[] cb = new int[classes.count()];
      int[][] positions = new int[classes.count()][];
      for (int e = 0; e < b.size; e++) {
        int c = classes.ofBefore(b.inst[e]);
        int[] p = positions[c];
        if (p == null) {
          p = new int[4];
        } else if (cb[c] == p.length) {
          p = Arrays.copyOf(p, p.length * 2);
        }
        positions[c] = p;
        p[cb[c]++] = e;
      }
      int[] total = new int[classes.count()];
      for (int e = 0; e < a.size; e++) {
        int c = classes.ofAfter(a.inst[e]);
        if (c >= 0) {
          total[c]++;
        }
      }
      int[] ca = new int[classes.count()];
      int[] map = new int[a.size];
      for (int e = 0; e < a.size; e++) {
        int c = classes.ofAfter(a.inst[e]);
        if (c < 0) {
          map[e] = -1;
          continue;
        }
        int k = ca[c]++;
        int skipped = classes.removable(c) && total[c] < cb[c] ? cb[c] - total[c] : 0;
        map[e] = k + skipped < cb[c] ? positions[c][k + skipped] : -1;
      }
      counterpart[t] = map;
      countBefore[t] = cb;
      countAfter[t] = ca;
    }
  }

  /** Returns the original instance standing for transformed instance {@code e} of thread {@code t}, or -1. */
  int counterpart(int t, int e) {
    return counterpart[t][e];
  }

  /** Returns whether thread {@code t} executed class {@code c} equally often in both programs. */
  boolean sameCount(int t, int c) {
    return countBefore[t][c] == countAfter[t][c];
  }
}
