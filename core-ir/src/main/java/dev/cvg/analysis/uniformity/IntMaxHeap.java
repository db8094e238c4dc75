package dev.cvg.analysis.uniformity;

import java.util.Arrays;

/**
 * A binary max-heap of {@code int}s: the "fresh labels" set of {@link SyncDependence}, which
 * always continues with the fresh block of highest modified-post-order index (LLVM uses a
 * sparse bit vector's {@code find_last} for the same purpose). O(log n) push and pop.
 */
final class IntMaxHeap {
  private int[] heap = new int[16];
  private int size;

  /** Adds {@code v}. */
  void push(int v) {
    if (size == heap.length) {
      heap = Arrays.copyOf(heap, size * 2);
    }
    int i = size++;
    while (i > 0) {
      int parent = (i - 1) >>> 1;
      if (heap[parent] >= v) {
        break;
      }
      heap[i] = heap[parent];
      i = parent;
    }
    heap[i] = v;
  }

  /** Returns the largest element. @throws IllegalStateException if empty */
  int peek() {
    if (size == 0) {
      throw new IllegalStateException("empty heap");
    }
    return heap[0];
  }

  /** Removes and returns the largest element. */
  int pop() {
    int top = peek();
    int last = heap[--size];
    int i = 0;
    while (true) {
      int child = 2 * i + 1;
      if (child >= size) {
        break;
      }
      if (child + 1 < size && heap[child + 1] > heap[child]) {
        child++;
      }
      if (heap[child] <= last) {
        break;
      }
      heap[i] = heap[child];
      i = child;
    }
    if (size > 0) {
      heap[i] = last;
    }
    return top;
  }

  /** Returns whether the heap is empty. */
  boolean isEmpty() {
    return size == 0;
  }

  /** Removes every element. */
  void clear() {
    size = 0;
  }
}
