package dev.cvg.oracle.interp;

/**
 * Floating-point semantics for {@code float} (width 32: the raw IEEE bits, sign-extended into
 * the {@code long}) and {@code double} (width 64: the raw bits). Other floating-point types
 * are rejected by the compiler. Java's IEEE arithmetic (round to nearest even) is LLVM's
 * default floating-point environment.
 */
final class FloatOps {
  private FloatOps() {}

  static final int FADD = 0;
  static final int FSUB = 1;
  static final int FMUL = 2;
  static final int FDIV = 3;
  static final int FREM = 4;

  static final int FPEXT = 0;
  static final int FPTRUNC = 1;
  static final int FPTOSI = 2;
  static final int FPTOUI = 3;
  static final int SITOFP = 4;
  static final int UITOFP = 5;

  /** Returns the double value of bits {@code v} of width {@code w}. */
  static double toDouble(long v, int w) {
    return w == 32 ? Float.intBitsToFloat((int) v) : Double.longBitsToDouble(v);
  }

  /** Returns the canonical bits of {@code d} at width {@code w}. */
  static long fromDouble(double d, int w) {
    return w == 32 ? Float.floatToRawIntBits((float) d) : Double.doubleToRawLongBits(d);
  }

  /** Returns the binary operation {@code kind} on bits {@code x, y} of width {@code w}. */
  static long binary(int kind, long x, long y, int w) {
    if (w == 32) {
      float p = Float.intBitsToFloat((int) x);
      float q = Float.intBitsToFloat((int) y);
      float r = switch (kind) {
        case FADD -> p + q;
        case FSUB -> p - q;
        case FMUL -> p * q;
        case FDIV -> p / q;
        case FREM -> p % q;
        default -> throw new IllegalStateException("float binary kind " + kind);
      };
      return Float.floatToRawIntBits(r);
    }
    double p = Double.longBitsToDouble(x);
    double q = Double.longBitsToDouble(y);
    double r = switch (kind) {
      case FADD -> p + q;
      case FSUB -> p - q;
      case FMUL -> p * q;
      case FDIV -> p / q;
      case FREM -> p % q;
      default -> throw new IllegalStateException("float binary kind " + kind);
    };
    return Double.doubleToRawLongBits(r);
  }

  /** Returns the negation of bits {@code x} of width {@code w}. */
  static long negate(long x, int w) {
    return w == 32 ? (int) x ^ Integer.MIN_VALUE : x ^ Long.MIN_VALUE;
  }

  /**
   * Returns the {@code fcmp} predicate code: bit 0 "less", bit 1 "equal", bit 2 "greater",
   * bit 3 "unordered"; the comparison holds iff the outcome's bit is set. -1 if unknown.
   */
  static int predicate(String name) {
    return switch (name) {
      case "false" -> 0;
      case "oeq" -> 2;
      case "ogt" -> 4;
      case "oge" -> 6;
      case "olt" -> 1;
      case "ole" -> 3;
      case "one" -> 5;
      case "ord" -> 7;
      case "uno" -> 8;
      case "ueq" -> 10;
      case "ugt" -> 12;
      case "uge" -> 14;
      case "ult" -> 9;
      case "ule" -> 11;
      case "une" -> 13;
      case "true" -> 15;
      default -> -1;
    };
  }

  /** Returns whether {@code fcmp pred} holds for bits {@code x, y} of width {@code w}. */
  static boolean compare(int pred, long x, long y, int w) {
    double p = toDouble(x, w);
    double q = toDouble(y, w);
    int outcome;
    if (Double.isNaN(p) || Double.isNaN(q)) {
      outcome = 8;
    } else if (p < q) {
      outcome = 1;
    } else if (p == q) {
      outcome = 2;
    } else {
      outcome = 4;
    }
    return (pred & outcome) != 0;
  }

  /**
   * Returns conversion {@code kind} of {@code x} (width {@code from}) to width {@code to};
   * out-of-range float-to-int conversions saturate (LLVM makes them poison; see
   * {@link #castPoisons}).
   */
  static long cast(int kind, long x, int from, int to) {
    return switch (kind) {
      case FPEXT, FPTRUNC -> fromDouble(toDouble(x, from), to);
      case FPTOSI -> IntOps.norm((long) toDouble(x, from), to);
      case FPTOUI -> IntOps.norm(toUnsigned(toDouble(x, from)), to);
      case SITOFP -> fromDouble((double) x, to);
      case UITOFP -> fromDouble(unsignedToDouble(IntOps.zext(x, from)), to);
      default -> throw new IllegalStateException("conversion kind " + kind);
    };
  }

  /** Returns whether a float-to-int conversion of {@code x} is out of range (poison). */
  static boolean castPoisons(int kind, long x, int from, int to) {
    if (kind != FPTOSI && kind != FPTOUI) {
      return false;
    }
    double d = Math.floor(Math.abs(toDouble(x, from))) * Math.signum(toDouble(x, from));
    if (Double.isNaN(d)) {
      return true;
    }
    if (kind == FPTOSI) {
      double lim = Math.scalb(1.0, to - 1);
      return d >= lim || d < -lim;
    }
    return d < 0 || d >= Math.scalb(1.0, to);
  }

  private static long toUnsigned(double d) {
    if (d >= 9.223372036854775807E18) {
      return (long) (d - 9.223372036854775807E18) + Long.MIN_VALUE;
    }
    return (long) d;
  }

  private static double unsignedToDouble(long u) {
    double d = (double) (u >>> 1) * 2.0;
    return d + (u & 1);
  }
}
