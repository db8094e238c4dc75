package dev.cvg.oracle.interp;

import static dev.cvg.oracle.interp.IntOps.norm;
import static dev.cvg.oracle.interp.IntOps.zext;

/**
 * Values of the integer {@link PureIntrinsic}s on canonical operands of width {@code w}
 * (sign-extended {@code long}s, see {@link IntOps}), and when they are poison. Every result is
 * canonical at the result width {@code rw} (which differs from {@code w} only for
 * {@code ucmp}/{@code scmp}).
 *
 * <p>Decisions (LLVM LangRef): saturating operations clamp to the range of the width; the
 * saturating shifts are poison for a shift amount of at least {@code w}; funnel shifts take the
 * amount modulo {@code w}; {@code ctlz}/{@code cttz} of zero are {@code w} unless the
 * {@code is_zero_poison} flag is set (then poison); {@code abs} of the minimum value is the
 * minimum value unless {@code is_int_min_poison} is set (then poison).
 */
final class IntIntrinsics {
  private IntIntrinsics() {}

  /** Returns intrinsic {@code k} on canonical {@code x, y, z} of width {@code w}, at result width {@code rw}. */
  static long value(PureIntrinsic k, long x, long y, long z, int w, int rw) {
    long ux = zext(x, w);
    long uy = zext(y, w);
    return switch (k) {
      case UADD_SAT -> Long.compareUnsigned(norm(x + y, w) & mask(w), ux) < 0 ? -1 : norm(x + y, w);
      case SADD_SAT -> clampSigned(x, y, true, w);
      case USUB_SAT -> Long.compareUnsigned(ux, uy) < 0 ? 0 : norm(x - y, w);
      case SSUB_SAT -> clampSigned(x, y, false, w);
      case USHL_SAT -> uy >= w ? 0 : (zext(norm(x << uy, w), w) >>> uy) == ux ? norm(x << uy, w) : -1;
      case SSHL_SAT -> uy >= w ? 0 : (norm(x << uy, w) >> uy) == x ? norm(x << uy, w) : x < 0 ? min(w) : max(w);
      case FSHL -> funnelLeft(ux, uy, (int) Long.remainderUnsigned(zext(z, w), w), w);
      case FSHR -> funnelRight(ux, uy, (int) Long.remainderUnsigned(zext(z, w), w), w);
      case BSWAP -> norm(Long.reverseBytes(ux) >>> (64 - w), w);
      case BITREVERSE -> norm(Long.reverse(ux) >>> (64 - w), w);
      case CTPOP -> norm(Long.bitCount(ux), w);
      case CTLZ -> norm(Long.numberOfLeadingZeros(ux) - (64 - w), w);
      case CTTZ -> norm(x == 0 ? w : Long.numberOfTrailingZeros(x), w);
      case ABS -> norm(Math.abs(x), w);
      case UMIN -> Long.compareUnsigned(x, y) <= 0 ? x : y;
      case UMAX -> Long.compareUnsigned(x, y) >= 0 ? x : y;
      case SMIN -> Math.min(x, y);
      case SMAX -> Math.max(x, y);
      case UCMP -> norm(Long.compareUnsigned(x, y) < 0 ? -1 : x == y ? 0 : 1, rw);
      case SCMP -> norm(Long.compare(x, y), rw);
      case EXPECT, EXPECT_WITH_PROBABILITY -> x;
      case ASSUME -> 0;
      case FABS, COPYSIGN, MINNUM, MAXNUM, MINIMUM, MAXIMUM, FMA, FMULADD, SQRT, FLOOR, CEIL, TRUNC,
          RINT, NEARBYINT, ROUND, ROUNDEVEN, FPTOSI_SAT, FPTOUI_SAT ->
          throw new IllegalArgumentException(k + " is not an integer intrinsic");
    };
  }

  /** Returns whether intrinsic {@code k} on defined {@code x, y} of width {@code w} is poison. */
  static boolean poisons(PureIntrinsic k, long x, long y, int w) {
    return switch (k) {
      case USHL_SAT, SSHL_SAT -> Long.compareUnsigned(zext(y, w), w) >= 0;
      case CTLZ, CTTZ -> x == 0 && y != 0;
      case ABS -> x == min(w) && y != 0;
      default -> false;
    };
  }

  /** Returns the signed saturating sum ({@code add}) or difference of {@code x, y} at width {@code w}. */
  private static long clampSigned(long x, long y, boolean add, int w) {
    long exact;
    boolean overflow64;
    if (add) {
      exact = x + y;
      overflow64 = ((x ^ exact) & (y ^ exact)) < 0;
    } else {
      exact = x - y;
      overflow64 = ((x ^ y) & (x ^ exact)) < 0;
    }
    // Past 64 bits the sign of x tells the direction; below, the exact result is in a long.
    if (overflow64) {
      return x < 0 ? min(w) : max(w);
    }
    return Math.max(min(w), Math.min(max(w), exact));
  }

  private static long funnelLeft(long ux, long uy, int s, int w) {
    return s == 0 ? norm(ux, w) : norm((ux << s) | (uy >>> (w - s)), w);
  }

  private static long funnelRight(long ux, long uy, int s, int w) {
    return s == 0 ? norm(uy, w) : norm((uy >>> s) | (ux << (w - s)), w);
  }

  /** Returns the mask of the low {@code w} bits. */
  private static long mask(int w) {
    return w == 64 ? -1L : (1L << w) - 1;
  }

  /** Returns the canonical minimum signed value of width {@code w}. */
  static long min(int w) {
    return norm(1L << (w - 1), w);
  }

  /** Returns the maximum signed value of width {@code w}. */
  static long max(int w) {
    return ~min(w);
  }
}
