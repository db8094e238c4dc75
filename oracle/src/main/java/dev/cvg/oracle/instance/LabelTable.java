package dev.cvg.oracle.instance;

import java.util.Arrays;

/**
 * Hash-consing of convergence labels: every distinct tuple of ints gets one small int id, so
 * two dynamic instances are converged iff their labels' ids are equal.
 *
 * <p><b>Problem.</b> The oracle labels every dynamic instance with a tuple (the invocation
 * context, the static instance, the cycle iteration counters, the token values it depends
 * on). Comparing tuples element by element in the hot loop, or boxing them into map keys,
 * is too slow for tens of millions of instances per second.
 *
 * <p><b>Algorithm.</b> Open addressing with linear probing over a power-of-two table of ids;
 * the tuples themselves live back to back in one growing {@code int[]} pool, each id
 * remembering its offset and length. A lookup hashes the tuple (a multiplicative mix of its
 * elements), probes until it finds an equal tuple or an empty slot, and appends a new tuple
 * in the second case. The table doubles at 50% load.
 *
 * <p><b>Complexity.</b> Expected O(k) per {@link #intern} of a k-tuple; memory O(total tuple
 * length). Ids are dense: {@code 0..size()-1}, assigned in first-intern order, so output that
 * depends on ids is deterministic for a deterministic sequence of interns.
 *
 * <pre>
 *   intern([1, 7, 0, 3]) -> 0      pool: 1 7 0 3
 *   intern([2, 0, 5])    -> 1      pool: 1 7 0 3 | 2 0 5
 *   intern([1, 7, 0, 3]) -> 0      (found, nothing appended)
 * </pre>
 *
 * <p>Not thread-safe: one table per oracle execution.
 */
public final class LabelTable {
  /** Slot value for "empty" in {@link #slots}. */
  private static final int EMPTY = -1;

  /** Concatenated tuples; tuple {@code id} is {@code pool[start[id] .. start[id]+length[id])}. */
  private int[] pool = new int[1024];
  private int poolSize;
  /** Per id: offset of its tuple in {@link #pool}. */
  private int[] start = new int[256];
  /** Per id: length of its tuple. */
  private int[] length = new int[256];
  /** Per id: cached hash of its tuple (avoids rehashing the pool on growth). */
  private int[] hashes = new int[256];
  private int size;
  /** Open-addressing table of ids; its length is a power of two, at most half full. */
  private int[] slots = new int[512];

  /** Creates an empty table. */
  public LabelTable() {
    Arrays.fill(slots, EMPTY);
  }

  /**
   * Returns the number of distinct labels interned so far.
   *
   * @return the label count
   */
  public int size() {
    return size;
  }

  /**
   * Returns the id of the tuple {@code tuple[0..len)}, interning it if new.
   *
   * @param tuple the tuple's elements, from index 0
   * @param len the tuple's length
   * @return the id
   */
  public int intern(int[] tuple, int len) {
    int h = hash(tuple, len);
    int mask = slots.length - 1;
    int i = h & mask;
    while (true) {
      int id = slots[i];
      if (id == EMPTY) {
        return add(tuple, len, h, i);
      }
      if (hashes[id] == h && equalsAt(id, tuple, len)) {
        return id;
      }
      i = (i + 1) & mask;
    }
  }

  /**
   * Returns the id of the pair {@code (a, b)}.
   *
   * @param a the first element
   * @param b the second element
   * @return the id
   */
  public int intern(int a, int b) {
    int[] t = scratch(2);
    t[0] = a;
    t[1] = b;
    return intern(t, 2);
  }

  /**
   * Returns the id of the triple {@code (a, b, c)}.
   *
   * @param a the first element
   * @param b the second element
   * @param c the third element
   * @return the id
   */
  public int intern(int a, int b, int c) {
    int[] t = scratch(3);
    t[0] = a;
    t[1] = b;
    t[2] = c;
    return intern(t, 3);
  }

  /**
   * Returns the id of the quadruple {@code (a, b, c, d)}.
   *
   * @param a the first element
   * @param b the second element
   * @param c the third element
   * @param d the fourth element
   * @return the id
   */
  public int intern(int a, int b, int c, int d) {
    int[] t = scratch(4);
    t[0] = a;
    t[1] = b;
    t[2] = c;
    t[3] = d;
    return intern(t, 4);
  }

  /**
   * Returns a copy of the tuple with id {@code id}.
   *
   * @param id an interned id
   * @return the tuple
   * @throws IndexOutOfBoundsException if unknown
   */
  public int[] tuple(int id) {
    if (id < 0 || id >= size) {
      throw new IndexOutOfBoundsException("no label " + id);
    }
    return Arrays.copyOfRange(pool, start[id], start[id] + length[id]);
  }

  private int[] scratchBuf = new int[8];

  private int[] scratch(int n) {
    if (scratchBuf.length < n) {
      scratchBuf = new int[n];
    }
    return scratchBuf;
  }

  private static int hash(int[] t, int len) {
    int h = 0x9E3779B9 * (len + 1);
    for (int k = 0; k < len; k++) {
      h = (h ^ t[k]) * 0x85EBCA6B;
      h ^= h >>> 15;
    }
    return h ^ (h >>> 16);
  }

  private boolean equalsAt(int id, int[] t, int len) {
    if (length[id] != len) {
      return false;
    }
    int s = start[id];
    for (int k = 0; k < len; k++) {
      if (pool[s + k] != t[k]) {
        return false;
      }
    }
    return true;
  }

  private int add(int[] t, int len, int h, int slot) {
    if (size == start.length) {
      start = Arrays.copyOf(start, size * 2);
      length = Arrays.copyOf(length, size * 2);
      hashes = Arrays.copyOf(hashes, size * 2);
    }
    if (poolSize + len > pool.length) {
      pool = Arrays.copyOf(pool, Math.max(pool.length * 2, poolSize + len));
    }
    System.arraycopy(t, 0, pool, poolSize, len);
    int id = size++;
    start[id] = poolSize;
    length[id] = len;
    hashes[id] = h;
    poolSize += len;
    slots[slot] = id;
    if (size * 2 > slots.length) {
      rehash();
    }
    return id;
  }

  private void rehash() {
    int[] grown = new int[slots.length * 2];
    Arrays.fill(grown, EMPTY);
    int mask = grown.length - 1;
    for (int id = 0; id < size; id++) {
      int i = hashes[id] & mask;
      while (grown[i] != EMPTY) {
        i = (i + 1) & mask;
      }
      grown[i] = id;
    }
    slots = grown;
  }
}
