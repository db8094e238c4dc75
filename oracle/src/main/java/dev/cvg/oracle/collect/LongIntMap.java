package dev.cvg.oracle.collect;

import java.util.Arrays;

/**
 * An open-addressing map from {@code long} keys to non-negative {@code int} values, without
 * boxing: the oracle's group tables are keyed by 64-bit instance keys and looked up in the
 * interpreter's hot loop.
 *
 * <p>Linear probing over a power-of-two table, kept at most half full. {@link #get} returns
 * -1 for absent keys. Not thread-safe.
 */
public final class LongIntMap {
  private long[] keys;
  private int[] values;
  private boolean[] used;
  private int size;

  /**
   * Creates an empty map sized for about {@code expected} entries.
   *
   * @param expected the expected entry count
   */
  public LongIntMap(int expected) {
    int cap = Integer.highestOneBit(Math.max(16, expected * 2 - 1)) << 1;
    keys = new long[cap];
    values = new int[cap];
    used = new boolean[cap];
  }

  /**
   * Returns the number of entries.
   *
   * @return the entry count
   */
  public int size() {
    return size;
  }

  /**
   * Returns the value for {@code key}, or -1 if absent.
   *
   * @param key a key
   * @return the value, or -1
   */
  public int get(long key) {
    int mask = keys.length - 1;
    int i = mix(key) & mask;
    while (used[i]) {
      if (keys[i] == key) {
        return values[i];
      }
      i = (i + 1) & mask;
    }
    return -1;
  }

  /**
   * Returns the value for {@code key}; if absent, stores {@code value} and returns -1.
   *
   * @param key a key
   * @param value the value to store, non-negative
   * @return the present value, or -1 if {@code value} was stored
   * @throws IllegalArgumentException if {@code value} is negative
   */
  public int putIfAbsent(long key, int value) {
    if (value < 0) {
      throw new IllegalArgumentException("negative value " + value);
    }
    int mask = keys.length - 1;
    int i = mix(key) & mask;
    while (used[i]) {
      if (keys[i] == key) {
        return values[i];
      }
      i = (i + 1) & mask;
    }
    used[i] = true;
    keys[i] = key;
    values[i] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
    return -1;
  }

  /** Removes every entry. */
  public void clear() {
    Arrays.fill(used, false);
    size = 0;
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 29) ^ (h >>> 47));
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldValues = values;
    boolean[] oldUsed = used;
    keys = new long[oldKeys.length * 2];
    values = new int[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    int mask = keys.length - 1;
    for (int j = 0; j < oldKeys.length; j++) {
      if (oldUsed[j]) {
        int i = mix(oldKeys[j]) & mask;
        while (used[i]) {
          i = (i + 1) & mask;
        }
        used[i] = true;
        keys[i] = oldKeys[j];
        values[i] = oldValues[j];
      }
    }
  }
}
