package dev.cvg.oracle.input;

import java.util.Arrays;
import java.util.List;

/** The value of one parameter of the entry function, for every thread of a launch. */
public sealed interface Arg {

  /**
   * A scalar (integer, pointer bits or floating-point bits) per thread, in the interpreter's
   * canonical form (integers sign-extended from their width).
   *
   * @param perThread the value of thread {@code t} at index {@code t}
   */
  record Scalar(long[] perThread) implements Arg {
    /** Copies the values. */
    public Scalar {
      perThread = perThread.clone();
    }

    /**
     * Returns the same value for {@code threads} threads.
     *
     * @param threads the thread count
     * @param value the value of every thread
     * @return the scalar argument
     */
    public static Scalar uniform(int threads, long value) {
      long[] v = new long[threads];
      Arrays.fill(v, value);
      return new Scalar(v);
    }

    /**
     * Returns whether every thread gets the same value.
     *
     * @return whether the argument is uniform
     */
    public boolean isUniform() {
      return Arrays.stream(perThread).distinct().count() <= 1;
    }

    /**
     * Returns a copy of the values, thread {@code t}'s at index {@code t}.
     *
     * @return the values, indexed by thread id
     */
    @Override
    public long[] perThread() {
      return perThread.clone();
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof Scalar s && Arrays.equals(perThread, s.perThread);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(perThread);
    }

    @Override
    public String toString() {
      return "Scalar" + Arrays.toString(perThread);
    }
  }

  /**
   * A pointer to a fresh buffer: one buffer every thread shares, or one per thread.
   *
   * @param bytes the size of each buffer
   * @param shared whether all threads get the same buffer
   * @param contents initial contents: one array if shared, else one per thread; each is
   *     copied into the start of its buffer (shorter arrays leave the rest zero)
   */
  record Buffer(int bytes, boolean shared, List<byte[]> contents) implements Arg {
    /** Copies the contents. */
    public Buffer {
      if (bytes < 0) {
        throw new IllegalArgumentException("negative buffer size " + bytes);
      }
      contents = contents.stream().map(byte[]::clone).toList();
    }

    /**
     * Returns a zeroed buffer of {@code bytes} bytes, shared or per thread.
     *
     * @param bytes the buffer size
     * @param shared whether all threads see one buffer
     * @return the buffer argument
     */
    public static Buffer zeroed(int bytes, boolean shared) {
      return new Buffer(bytes, shared, List.of());
    }
  }

  /** A parameter the launch leaves undefined ({@code undef} in every thread). */
  record Undefined() implements Arg {}
}
