package dev.cvg.oracle;

import java.math.BigInteger;

/**
 * Test-only: the integer intrinsics of LLVM's LangRef computed on unbounded integers
 * ({@link BigInteger}), an implementation independent of the oracle's bit tricks. Operands and
 * results are canonical {@code long}s (sign-extended from bit {@code w-1}); {@code null} means
 * poison.
 */
final class IntrinsicReference {
  private IntrinsicReference() {}

  private static BigInteger u(long v, int w) {
    return BigInteger.valueOf(v).and(BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE));
  }

  private static BigInteger s(long v) {
    return BigInteger.valueOf(v);
  }

  /** Returns {@code v} wrapped to width {@code w}, canonical. */
  private static long wrap(BigInteger v, int w) {
    BigInteger m = v.mod(BigInteger.ONE.shiftLeft(w));
    return m.testBit(w - 1) ? m.subtract(BigInteger.ONE.shiftLeft(w)).longValue() : m.longValue();
  }

  private static BigInteger clamp(BigInteger v, BigInteger lo, BigInteger hi) {
    return v.max(lo).min(hi);
  }

  private static BigInteger smin(int w) {
    return BigInteger.ONE.shiftLeft(w - 1).negate();
  }

  private static BigInteger smax(int w) {
    return BigInteger.ONE.shiftLeft(w - 1).subtract(BigInteger.ONE);
  }

  private static BigInteger umax(int w) {
    return BigInteger.ONE.shiftLeft(w).subtract(BigInteger.ONE);
  }

  /**
   * Returns {@code name} (without {@code llvm.} and overload suffix) on canonical {@code a, b, c}
   * at width {@code w}; {@code null} if the result is poison. {@code ucmp}/{@code scmp} results
   * are given at width {@code w} too.
   */
  static Long apply(String name, long a, long b, long c, int w) {
    BigInteger ua = u(a, w);
    BigInteger ub = u(b, w);
    return switch (name) {
      case "uadd.sat" -> wrap(clamp(ua.add(ub), BigInteger.ZERO, umax(w)), w);
      case "usub.sat" -> wrap(clamp(ua.subtract(ub), BigInteger.ZERO, umax(w)), w);
      case "sadd.sat" -> wrap(clamp(s(a).add(s(b)), smin(w), smax(w)), w);
      case "ssub.sat" -> wrap(clamp(s(a).subtract(s(b)), smin(w), smax(w)), w);
      case "ushl.sat" -> ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null
          : wrap(clamp(ua.shiftLeft(ub.intValue()), BigInteger.ZERO, umax(w)), w);
      case "sshl.sat" -> ub.compareTo(BigInteger.valueOf(w)) >= 0 ? null
          : wrap(clamp(s(a).shiftLeft(ub.intValue()), smin(w), smax(w)), w);
      case "fshl" -> {
        int k = u(c, w).mod(BigInteger.valueOf(w)).intValue();
        yield wrap(ua.shiftLeft(w).or(ub).shiftLeft(k).shiftRight(w), w);
      }
      case "fshr" -> {
        int k = u(c, w).mod(BigInteger.valueOf(w)).intValue();
        yield wrap(ua.shiftLeft(w).or(ub).shiftRight(k), w);
      }
      case "bswap" -> {
        BigInteger r = BigInteger.ZERO;
        for (int i = 0; i < w / 8; i++) {
          r = r.shiftLeft(8).or(ua.shiftRight(8 * i).and(BigInteger.valueOf(0xff)));
        }
        yield wrap(r, w);
      }
      case "bitreverse" -> {
        BigInteger r = BigInteger.ZERO;
        for (int i = 0; i < w; i++) {
          r = r.shiftLeft(1).or(ua.testBit(i) ? BigInteger.ONE : BigInteger.ZERO);
        }
        yield wrap(r, w);
      }
      case "ctpop" -> wrap(BigInteger.valueOf(ua.bitCount()), w);
      case "ctlz" -> ua.signum() == 0 && b != 0 ? null : wrap(BigInteger.valueOf(w - ua.bitLength()), w);
      case "cttz" -> ua.signum() == 0 ? (b != 0 ? null : Long.valueOf(wrap(BigInteger.valueOf(w), w)))
          : Long.valueOf(wrap(BigInteger.valueOf(ua.getLowestSetBit()), w));
      case "abs" -> s(a).equals(smin(w)) && b != 0 ? null : wrap(s(a).abs(), w);
      case "umin" -> wrap(ua.min(ub), w);
      case "umax" -> wrap(ua.max(ub), w);
      case "smin" -> wrap(s(a).min(s(b)), w);
      case "smax" -> wrap(s(a).max(s(b)), w);
      case "ucmp" -> (long) ua.compareTo(ub);
      case "scmp" -> (long) s(a).compareTo(s(b));
      default -> throw new IllegalArgumentException(name);
    };
  }
}
