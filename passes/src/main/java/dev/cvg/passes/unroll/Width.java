package dev.cvg.passes.unroll;

import java.math.BigInteger;

/**
 * Exact arithmetic on integers of one width (1 to 64 bits): the range of signed and unsigned
 * values, and the interpretation of a bit pattern, so that overflow checks are not themselves
 * subject to overflow.
 *
 * @param bits the width
 */
record Width(int bits) {

  /** Returns the width of {@code bits} bits. */
  static Width of(int bits) {
    if (bits < 1 || bits > 64) {
      throw new IllegalArgumentException("integer width " + bits + " is not 1..64");
    }
    return new Width(bits);
  }

  /** Returns the smallest value of the signed or unsigned range. */
  BigInteger min(boolean signed) {
    return signed ? BigInteger.ONE.shiftLeft(bits - 1).negate() : BigInteger.ZERO;
  }

  /** Returns the largest value of the signed or unsigned range. */
  BigInteger max(boolean signed) {
    return signed ? BigInteger.ONE.shiftLeft(bits - 1).subtract(BigInteger.ONE)
        : BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
  }

  /** Returns whether {@code v} lies in the signed or unsigned range. */
  boolean inRange(BigInteger v, boolean signed) {
    return v.compareTo(min(signed)) >= 0 && v.compareTo(max(signed)) <= 0;
  }

  /** Returns the value of the low {@code bits} bits of {@code pattern}, signed or unsigned. */
  BigInteger value(long pattern, boolean signed) {
    BigInteger v = BigInteger.valueOf(pattern).and(max(false));
    return signed && v.testBit(bits - 1) ? v.subtract(BigInteger.ONE.shiftLeft(bits)) : v;
  }

  /** Returns {@code v} wrapped to this width, as a sign-extended long. */
  long wrap(BigInteger v) {
    int shift = 64 - bits;
    return (v.longValue() << shift) >> shift;
  }
}
