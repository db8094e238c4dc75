package dev.cvg.oracle.interp;

import static dev.cvg.oracle.interp.FloatOps.fromDouble;
import static dev.cvg.oracle.interp.FloatOps.toDouble;

/**
 * Values of the floating-point {@link PureIntrinsic}s on the raw bits of {@code float}
 * ({@code w} 32) or {@code double} ({@code w} 64) operands, as {@link FloatOps} holds them.
 *
 * <p>Decisions (LLVM LangRef): {@code fabs} and {@code copysign} act on the sign bit only;
 * {@code minnum}/{@code maxnum} return the other operand when one is NaN and order
 * {@code -0.0} below {@code +0.0} (LangRef lets the choice between equal zeros go either way;
 * this is the choice LLVM 22's constant folder makes); {@code minimum}/{@code maximum}
 * propagate NaN and order the zeros the same way; {@code fmuladd} is evaluated fused (as
 * {@code fma}); {@code rint} and {@code nearbyint} round to nearest even (the default
 * environment); {@code round} rounds halves away from zero. A {@code float} operation is
 * computed in {@code double} and rounded once, which is exact for every operation here
 * (rounding and min/max are exact, and the square root of a {@code float} rounds correctly
 * through {@code double}); {@code fma} of floats uses {@link Math#fma(float, float, float)}.
 */
final class FloatIntrinsics {
  private FloatIntrinsics() {}

  /**
   * Returns intrinsic {@code k} on bits {@code x, y, z} of width {@code w}; the result has width
   * {@code rw} (an integer width for the saturating conversions, else {@code w}).
   */
  static long value(PureIntrinsic k, long x, long y, long z, int w, int rw) {
    double p = toDouble(x, w);
    double q = toDouble(y, w);
    return switch (k) {
      case FABS -> x & ~sign(w);
      case COPYSIGN -> (x & ~sign(w)) | (y & sign(w));
      case MINNUM -> Double.isNaN(p) ? quiet(y, q, w) : Double.isNaN(q) ? x : less(p, q) ? x : y;
      case MAXNUM -> Double.isNaN(p) ? quiet(y, q, w) : Double.isNaN(q) ? x : less(q, p) ? x : y;
      case MINIMUM -> Double.isNaN(p) ? quiet(x, p, w) : Double.isNaN(q) ? quiet(y, q, w) : less(p, q) ? x : y;
      case MAXIMUM -> Double.isNaN(p) ? quiet(x, p, w) : Double.isNaN(q) ? quiet(y, q, w) : less(q, p) ? x : y;
      case FMA, FMULADD -> w == 32
          ? Float.floatToRawIntBits(Math.fma((float) p, (float) q, (float) toDouble(z, w)))
          : Double.doubleToRawLongBits(Math.fma(p, q, toDouble(z, w)));
      case SQRT -> fromDouble(Math.sqrt(p), w);
      case FLOOR -> fromDouble(Math.floor(p), w);
      case CEIL -> fromDouble(Math.ceil(p), w);
      case TRUNC -> fromDouble(p < 0 ? Math.ceil(p) : Math.floor(p), w);
      case RINT, NEARBYINT, ROUNDEVEN -> fromDouble(Math.rint(p), w);
      case ROUND -> fromDouble(roundHalfAway(p), w);
      case FPTOSI_SAT -> Double.isNaN(p) ? 0
          : p <= IntIntrinsics.min(rw) ? IntIntrinsics.min(rw)
          : p >= -(double) IntIntrinsics.min(rw) ? IntIntrinsics.max(rw) : (long) p;
      case FPTOUI_SAT -> Double.isNaN(p) || p <= 0 ? 0
          : p >= Math.scalb(1.0, rw) ? -1 : IntOps.norm(unsigned(p), rw);
      case UADD_SAT, SADD_SAT, USUB_SAT, SSUB_SAT, USHL_SAT, SSHL_SAT, FSHL, FSHR, BSWAP, BITREVERSE,
          CTPOP, CTLZ, CTTZ, ABS, UMIN, UMAX, SMIN, SMAX, UCMP, SCMP, EXPECT, EXPECT_WITH_PROBABILITY,
          ASSUME -> throw new IllegalArgumentException(k + " is not a floating-point intrinsic");
    };
  }

  /** Returns the sign bit of width {@code w} in canonical form. */
  private static long sign(int w) {
    return w == 32 ? Integer.MIN_VALUE : Long.MIN_VALUE;
  }

  /** Returns whether {@code p} orders before {@code q}, with {@code -0.0} before {@code +0.0}. */
  private static boolean less(double p, double q) {
    return p < q || p == q && Double.compare(p, q) < 0;
  }

  /** Returns bits {@code x} (value {@code d}), with the quiet bit set if it is a NaN (results are quiet NaNs). */
  private static long quiet(long x, double d, int w) {
    if (!Double.isNaN(d)) {
      return x;
    }
    return w == 32 ? x | 0x0040_0000L : x | 0x0008_0000_0000_0000L;
  }

  /** Rounds to the nearest integer, halves away from zero; keeps -0.0, infinities and NaN. */
  private static double roundHalfAway(double p) {
    double t = p < 0 ? Math.ceil(p) : Math.floor(p);
    return Math.abs(p - t) >= 0.5 ? t + Math.signum(p) : t;
  }

  /** Returns the unsigned integer part of {@code 0 <= p < 2^64} as a {@code long}'s bits. */
  private static long unsigned(double p) {
    return p >= 0x1p63 ? (long) (p - 0x1p63) + Long.MIN_VALUE : (long) p;
  }
}
