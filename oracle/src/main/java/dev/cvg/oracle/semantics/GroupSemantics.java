package dev.cvg.oracle.semantics;

import java.util.function.LongBinaryOperator;

/**
 * What a convergent operation computes for each member of its converged group.
 *
 * <p>Values are canonical (sign-extended from the result width {@code w}, see the interpreter);
 * a flag byte per value marks it undefined (non-zero). A result is undefined when an input it
 * depends on is undefined, when a shuffle or readlane names a thread outside the group, and
 * when a texture sample's quad (threads {@code 4q..4q+3}) is incomplete. Ballot masks put
 * thread {@code t} at bit {@code t} and are truncated to the result width.
 *
 * <p>Members are given in any order; arrays are indexed by member position {@code 0..n-1}.
 */
public final class GroupSemantics {
  private GroupSemantics() {}

  /**
   * Computes the results of {@code op} for a group of {@code n} members.
   *
   * @param op the group operation
   * @param n the number of members
   * @param tids member thread ids (distinct)
   * @param x first argument per member
   * @param xf the undefined flags of {@code x}
   * @param y second argument per member
   * @param yf the undefined flags of {@code y}
   * @param w result width in bits
   * @param salt callee hash for {@link GroupOp#OPAQUE}
   * @param outV receives the result per member
   * @param outF receives the result's undefined flag per member
   */
  public static void compute(GroupOp op, int n, int[] tids, long[] x, byte[] xf, long[] y,
      byte[] yf, int w, long salt, long[] outV, byte[] outF) {
    switch (op) {
      case BALLOT -> {
        long mask = 0;
        byte f = 0;
        for (int k = 0; k < n; k++) {
          f |= xf[k];
          if (x[k] != 0 && tids[k] < 64) {
            mask |= 1L << tids[k];
          }
        }
        fill(n, norm(mask, w), f, outV, outF);
      }
      case REDUCE_ADD -> reduce(n, x, xf, w, Long::sum, outV, outF);
      case REDUCE_UMAX -> reduce(n, x, xf, w, (a, b) -> Long.compareUnsigned(a, b) >= 0 ? a : b, outV, outF);
      case REDUCE_UMIN -> reduce(n, x, xf, w, (a, b) -> Long.compareUnsigned(a, b) <= 0 ? a : b, outV, outF);
      case BROADCAST_FIRST -> {
        int first = 0;
        for (int k = 1; k < n; k++) {
          if (tids[k] < tids[first]) {
            first = k;
          }
        }
        fill(n, x[first], xf[first], outV, outF);
      }
      case READ_LANE, SHUFFLE -> {
        for (int k = 0; k < n; k++) {
          int src = yf[k] != 0 ? -1 : find(n, tids, y[k]);
          outV[k] = src < 0 ? 0 : x[src];
          outF[k] = src < 0 ? (byte) 1 : xf[src];
        }
      }
      case BYTE_PERMUTE -> {
        for (int k = 0; k < n; k++) {
          int src = xf[k] != 0 ? -1 : find(n, tids, (x[k] >>> 2) & 63);
          outV[k] = src < 0 ? 0 : y[src];
          outF[k] = src < 0 ? (byte) 1 : yf[src];
        }
      }
      case BARRIER -> fill(n, 0, (byte) 0, outV, outF);
      case TEXTURE_SAMPLE -> texture(n, tids, x, xf, y, yf, w, outV, outF);
      case VOTE_ALL, VOTE_ANY -> {
        boolean all = true;
        boolean any = false;
        byte f = 0;
        for (int k = 0; k < n; k++) {
          f |= xf[k];
          all &= x[k] != 0;
          any |= x[k] != 0;
        }
        fill(n, (op == GroupOp.VOTE_ALL ? all : any) ? -1 : 0, f, outV, outF);
      }
      case OPAQUE -> {
        long h = salt;
        byte f = 0;
        long[] order = new long[n];
        for (int k = 0; k < n; k++) {
          order[k] = ((long) tids[k] << 32) | k;
        }
        java.util.Arrays.sort(order);
        for (long o : order) {
          int k = (int) o;
          h = mix(mix(h, tids[k]), x[k]);
          f |= xf[k];
        }
        fill(n, norm(h, w), f, outV, outF);
      }
      // An enhanced switch statement (case null), so javac requires every GroupOp above.
      case null -> throw new NullPointerException("op");
    }
  }

  /** Folds {@code x} over the members with {@code combine}; undefined if any input is. */
  private static void reduce(int n, long[] x, byte[] xf, int w, LongBinaryOperator combine,
      long[] outV, byte[] outF) {
    long acc = x[0];
    byte f = xf[0];
    for (int k = 1; k < n; k++) {
      f |= xf[k];
      acc = combine.applyAsLong(acc, x[k]);
    }
    fill(n, norm(acc, w), f, outV, outF);
  }

  /**
   * Derivatives by differencing with the horizontal ({@code tid ^ 1}) and vertical
   * ({@code tid ^ 2}) quad partners' coordinates {@code y}; the texture {@code x} seeds the mix.
   */
  private static void texture(int n, int[] tids, long[] x, byte[] xf, long[] y, byte[] yf, int w,
      long[] outV, byte[] outF) {
    for (int k = 0; k < n; k++) {
      int h = find(n, tids, tids[k] ^ 1);
      int v = find(n, tids, tids[k] ^ 2);
      int d = find(n, tids, tids[k] ^ 3);
      if (h < 0 || v < 0 || d < 0) {
        outV[k] = 0;
        outF[k] = 1;
        continue;
      }
      long r = mix(mix(mix(x[k], y[k]), y[h] - y[k]), y[v] - y[k]);
      outV[k] = norm(r, w);
      outF[k] = (byte) (xf[k] | yf[k] | yf[h] | yf[v] | yf[d]);
    }
  }

  private static int find(int n, int[] tids, long tid) {
    for (int k = 0; k < n; k++) {
      if (tids[k] == tid) {
        return k;
      }
    }
    return -1;
  }

  private static void fill(int n, long v, byte f, long[] outV, byte[] outF) {
    for (int k = 0; k < n; k++) {
      outV[k] = v;
      outF[k] = f;
    }
  }

  private static long norm(long v, int w) {
    int s = 64 - w;
    return (v << s) >> s;
  }

  /** Returns a 64-bit mix of {@code h} and {@code v} (SplitMix64 finaliser). */
  static long mix(long h, long v) {
    long z = h ^ (v + 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
