package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.generate.SeedCount;
import java.util.Collections;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * {@link IntMaxHeap} against {@link PriorityQueue} in reverse order, its reference twin: the
 * class comment's contract is a max-heap ({@code peek} and {@code pop} give the largest element,
 * {@code isEmpty}, {@code clear}, {@code peek} on an empty heap throws). Seeded random sequences
 * of operations with many duplicates (values from a small range) or from the whole {@code int}
 * range, growing well past the initial capacity of 16 and shrinking back to empty.
 */
class IntMaxHeapTest {

  /** Every operation of a random sequence answers as the twin does. */
  @Test
  void behavesLikeAReversePriorityQueue() {
    for (long seed = 1, n = SeedCount.of(400); seed <= n; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      IntMaxHeap heap = new IntMaxHeap();
      PriorityQueue<Integer> twin = new PriorityQueue<>(Collections.reverseOrder());
      // Small ranges give many duplicates; the widest includes negative values and the extremes.
      int range = new int[] {2, 5, 40, 1000, 0}[rnd.nextInt(5)];
      // A phase pushes more than it pops until the heap is large, then pops more than it pushes.
      int target = 1 + rnd.nextInt(100);
      for (int step = 0; step < 600; step++) {
        String where = "seed " + seed + " step " + step + " twin " + twin;
        assertEquals(twin.isEmpty(), heap.isEmpty(), where + ": isEmpty");
        int op = rnd.nextInt(100);
        boolean grow = twin.size() < target;
        if (op < 2) {
          heap.clear();
          twin.clear();
        } else if (op < 12) {
          check(heap, twin, true, where);
        } else if (op < (grow ? 70 : 30)) {
          int v = range == 0 ? (rnd.nextInt(8) == 0 ? extreme(rnd) : rnd.nextInt()) : rnd.nextInt(range);
          heap.push(v);
          twin.add(v);
        } else {
          check(heap, twin, false, where);
        }
        if (twin.size() >= target || (twin.isEmpty() && rnd.nextInt(4) == 0)) {
          target = 1 + rnd.nextInt(100);
        }
      }
      while (!twin.isEmpty()) {
        check(heap, twin, false, "seed " + seed + " draining, twin " + twin);
      }
      assertEquals(true, heap.isEmpty(), "seed " + seed + ": drained");
    }
  }

  /** An empty heap, fresh or emptied, refuses {@code peek} and {@code pop}. */
  @Test
  void emptyHeapThrows() {
    IntMaxHeap heap = new IntMaxHeap();
    assertEquals(true, heap.isEmpty());
    assertThrows(IllegalStateException.class, heap::peek);
    assertThrows(IllegalStateException.class, heap::pop);
    heap.push(3);
    assertEquals(false, heap.isEmpty());
    assertEquals(3, heap.pop());
    assertEquals(true, heap.isEmpty());
    assertThrows(IllegalStateException.class, heap::pop);
    heap.push(1);
    heap.push(2);
    heap.clear();
    assertEquals(true, heap.isEmpty());
    assertThrows(IllegalStateException.class, heap::peek);
  }

  /** Peeks, or pops, on both heaps and compares; on empty ones both must refuse. */
  private static void check(IntMaxHeap heap, PriorityQueue<Integer> twin, boolean peek, String where) {
    if (twin.isEmpty()) {
      assertThrows(IllegalStateException.class, peek ? heap::peek : heap::pop, where);
    } else if (peek) {
      assertEquals(twin.peek(), heap.peek(), where + ": peek");
    } else {
      assertEquals(twin.poll(), heap.pop(), where + ": pop");
    }
  }

  private static int extreme(SplittableRandom rnd) {
    return new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, -1, 0}[rnd.nextInt(4)];
  }
}
