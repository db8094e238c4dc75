package dev.cvg.oracle.convergedwith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.instance.DynamicInstance;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ConvergenceBefore#isStrictPartialOrder(long[][], int[])} (keys only, Kahn's algorithm)
 * agrees with {@code ConvergenceBefore.of(..).isStrictPartialOrder()} (groups and reachability)
 * on seeded random sequences, and on the spec's smallest cycle.
 */
class StrictOrderFromKeysTest {

  @Test
  void twoThreadsCrossingAreACycle() {
    // Thread 0: A B; thread 1: B A (A ~ A, B ~ B): A before B before A.
    assertFalse(ConvergenceBefore.isStrictPartialOrder(new long[][] {{1, 2}, {2, 1}}, new int[] {2, 2}));
    assertTrue(ConvergenceBefore.isStrictPartialOrder(new long[][] {{1, 2}, {1, 2}}, new int[] {2, 2}));
  }

  @Test
  void aRepeatedKeyInOneThreadIsACycle() {
    assertFalse(ConvergenceBefore.isStrictPartialOrder(new long[][] {{7, 7}}, new int[] {2}));
    assertFalse(ConvergenceBefore.isStrictPartialOrder(new long[][] {{7, 8, 7}}, new int[] {3}));
  }

  @Test
  void onlyTheUsedPrefixCounts() {
    assertTrue(ConvergenceBefore.isStrictPartialOrder(new long[][] {{1, 2, 1}}, new int[] {2}));
  }

  @Test
  void agreesWithTheReachabilityOrderOnRandomSequences() {
    for (long seed = 0; seed < 3000; seed++) {
      Random rnd = new Random(seed);
      int threads = 1 + rnd.nextInt(5);
      int keys = 1 + rnd.nextInt(12);
      long[][] seqs = new long[threads][];
      int[] sizes = new int[threads];
      List<List<DynamicInstance>> perThread = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int n = rnd.nextInt(10);
        seqs[t] = new long[n + rnd.nextInt(3)];
        sizes[t] = n;
        List<DynamicInstance> seq = new ArrayList<>();
        for (int i = 0; i < seqs[t].length; i++) {
          seqs[t][i] = ((long) rnd.nextInt(keys) << 32) | rnd.nextInt(3);
          if (i < n) {
            seq.add(new DynamicInstance(t, i, 0, 1, seqs[t][i], 0, false));
          }
        }
        perThread.add(seq);
      }
      boolean expected = ConvergenceBefore.of(perThread, ConvergedWith.of(perThread)).isStrictPartialOrder();
      assertEquals(expected, ConvergenceBefore.isStrictPartialOrder(seqs, sizes), "seed " + seed);
    }
  }
}
