package dev.cvg.oracle.interp;

import java.util.Arrays;

/**
 * The oracle's memory: a table of byte-array objects (globals, argument buffers, allocas),
 * each with a shadow array marking undefined bytes. A pointer is
 * {@code (object << 32) | offset}; object 0 is {@code null}, so the null pointer is 0.
 *
 * <p>Invariants: objects are never freed; every round builds a fresh memory from the same
 * image (globals, then argument buffers), so object numbers and rounds are deterministic. Any
 * access outside an object, through null, or a write to a constant object is a {@link Trap}.
 */
final class Memory {
  private byte[][] data = new byte[16][];
  private byte[][] shadow = new byte[16][];
  private boolean[] readOnly = new boolean[16];
  private int count = 1;

  /** Returns the number of objects (including the null object 0). */
  int count() {
    return count;
  }

  /**
   * Adds an object of {@code size} bytes whose bytes start with {@code undefFlag} as their
   * undefined-ness, and returns its pointer.
   */
  long allocate(long size, byte undefFlag, boolean constant) {
    if (size < 0 || size > (1L << 30)) {
      throw new Trap("allocation of " + size + " bytes is out of range");
    }
    if (count == data.length) {
      int n = count * 2;
      data = Arrays.copyOf(data, n);
      shadow = Arrays.copyOf(shadow, n);
      readOnly = Arrays.copyOf(readOnly, n);
    }
    int obj = count++;
    data[obj] = new byte[(int) size];
    shadow[obj] = new byte[(int) size];
    if (undefFlag != 0) {
      Arrays.fill(shadow[obj], undefFlag);
    }
    readOnly[obj] = constant;
    return (long) obj << 32;
  }

  /** Writes {@code bytes} into object {@code ptr}'s start (initialisation, bypassing constness). */
  void initialise(long ptr, int offset, byte[] bytes, byte[] undef) {
    int obj = (int) (ptr >>> 32);
    System.arraycopy(bytes, 0, data[obj], offset, bytes.length);
    System.arraycopy(undef, 0, shadow[obj], offset, undef.length);
  }

  /** Returns the raw little-endian {@code size}-byte value at {@code ptr} (zero-extended). */
  long load(long ptr, int size) {
    byte[] d = data[check(ptr, size)];
    int off = (int) ptr;
    long v = 0;
    for (int k = size - 1; k >= 0; k--) {
      v = (v << 8) | (d[off + k] & 0xFF);
    }
    return v;
  }

  /** Returns the undefined-ness of the {@code size} bytes at {@code ptr} (OR of their flags). */
  byte loadFlag(long ptr, int size) {
    byte[] s = shadow[(int) (ptr >>> 32)];
    int off = (int) ptr;
    byte f = 0;
    for (int k = 0; k < size; k++) {
      f |= s[off + k];
    }
    return f;
  }

  /** Stores the low {@code size} bytes of {@code value} at {@code ptr}, little endian. */
  void store(long ptr, long value, int size, byte flag) {
    int obj = check(ptr, size);
    if (readOnly[obj]) {
      throw new Trap("store to constant memory");
    }
    byte[] d = data[obj];
    byte[] s = shadow[obj];
    int off = (int) ptr;
    for (int k = 0; k < size; k++) {
      d[off + k] = (byte) (value >>> (8 * k));
      s[off + k] = flag;
    }
  }

  /** Returns a copy of object {@code obj}'s bytes. */
  byte[] contents(int obj) {
    return data[obj].clone();
  }

  /** Returns a copy of object {@code obj}'s undefined-byte flags. */
  byte[] undefined(int obj) {
    return shadow[obj].clone();
  }

  private int check(long ptr, int size) {
    int obj = (int) (ptr >>> 32);
    int off = (int) ptr;
    if (obj <= 0 || obj >= count || data[obj] == null) {
      throw new Trap(obj == 0 ? "access through a null pointer" : "access through an invalid pointer");
    }
    if (off < 0 || off + size > data[obj].length) {
      throw new Trap("out-of-bounds access at offset " + off + " of a " + data[obj].length + "-byte object");
    }
    return obj;
  }
}
