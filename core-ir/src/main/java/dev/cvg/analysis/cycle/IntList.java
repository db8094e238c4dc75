package dev.cvg.analysis.cycle;

import java.util.Arrays;

/** A growable list of ints used as a stack or an append-only buffer (no boxing). */
final class IntList {
  private int[] items;
  private int size;

  IntList(int capacity) {
    items = new int[Math.max(4, capacity)];
  }

  void add(int v) {
    if (size == items.length) {
      items = Arrays.copyOf(items, size * 2);
    }
    items[size++] = v;
  }

  int pop() {
    return items[--size];
  }

  int get(int i) {
    return items[i];
  }

  void set(int i, int v) {
    items[i] = v;
  }

  int size() {
    return size;
  }

  boolean isEmpty() {
    return size == 0;
  }

  int[] toArray() {
    return Arrays.copyOf(items, size);
  }
}
