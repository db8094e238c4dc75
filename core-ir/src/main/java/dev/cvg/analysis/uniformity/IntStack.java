package dev.cvg.analysis.uniformity;

import java.util.Arrays;

/** A growable stack of {@code int}s (no boxing), used by worklists and traversals. */
final class IntStack {
  private int[] items;
  private int size;

  /** An empty stack with room for a few items. */
  IntStack() {
    this(8);
  }

  /** An empty stack with room for {@code capacity} items before it grows. */
  IntStack(int capacity) {
    items = new int[Math.max(1, capacity)];
  }

  /** Pushes {@code v}. */
  void push(int v) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = v;
  }

  /** Returns the top without removing it. */
  int peek() {
    return items[size - 1];
  }

  /** Removes and returns the top. */
  int pop() {
    return items[--size];
  }

  /** Returns whether the stack is empty. */
  boolean isEmpty() {
    return size == 0;
  }

  /** Returns the number of items. */
  int size() {
    return size;
  }

  /** Returns the item at position {@code i} (0 is the bottom). */
  int get(int i) {
    return items[i];
  }

  /** Removes every item. */
  void clear() {
    size = 0;
  }

  /** Returns the items bottom to top. */
  int[] toArray() {
    return Arrays.copyOf(items, size);
  }
}
