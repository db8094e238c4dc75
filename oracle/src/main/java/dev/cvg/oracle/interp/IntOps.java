package dev.cvg.oracle.interp;

/**
 * Integer semantics of the interpreter on the canonical representation: a value of type
 * {@code iN} is held in a {@code long} sign-extended from bit {@code N-1} (so {@code i1 true}
 * is -1), exactly like {@link dev.cvg.ir.Value.ConstInt}. Signed comparisons work directly;
 * unsigned ones use {@link Long#compareUnsigned}, which sign extension preserves.
 *
 * <p>Decisions (LLVM LangRef): arithmetic wraps modulo 2^N. Division or remainder by zero and
 * signed {@code MIN / -1} are undefined behaviour ({@link Trap}). {@code nsw}/{@code nuw}
 * overflow, {@code exact} with a non-zero remainder, and shift amounts {@code >= N} produce
 * poison ({@link #poisons}).
 */
final class IntOps {
  private IntOps() {}

  static final int ADD = 0;
  static final int SUB = 1;
  static final int MUL = 2;
  static final int UDIV = 3;
  static final int SDIV = 4;
  static final int UREM = 5;
  static final int SREM = 6;
  static final int SHL = 7;
  static final int LSHR = 8;
  static final int ASHR = 9;
  static final int AND = 10;
  static final int OR = 11;
  static final int XOR = 12;

  /** Flag bit: {@code nsw}. */
  static final int NSW = 1;
  /** Flag bit: {@code nuw}. */
  static final int NUW = 2;
  /** Flag bit: {@code exact}. */
  static final int EXACT = 4;

  static final int EQ = 0;
  static final int NE = 1;
  static final int UGT = 2;
  static final int UGE = 3;
  static final int ULT = 4;
  static final int ULE = 5;
  static final int SGT = 6;
  static final int SGE = 7;
  static final int SLT = 8;
  static final int SLE = 9;

  /** Returns {@code v} sign-extended from bit {@code w-1}. */
  static long norm(long v, int w) {
    int s = 64 - w;
    return (v << s) >> s;
  }

  /** Returns {@code v} zero-extended from width {@code w}. */
  static long zext(long v, int w) {
    return w == 64 ? v : v & ((1L << w) - 1);
  }

  /** Returns the binary operation {@code kind} on canonical {@code x, y} of width {@code w}. */
  static long binary(int kind, long x, long y, int w) {
    switch (kind) {
      case ADD: return norm(x + y, w);
      case SUB: return norm(x - y, w);
      case MUL: return norm(x * y, w);
      case UDIV:
        checkDivisor(y);
        return norm(Long.divideUnsigned(zext(x, w), zext(y, w)), w);
      case SDIV:
        checkSigned(x, y, w);
        return norm(x / y, w);
      case UREM:
        checkDivisor(y);
        return norm(Long.remainderUnsigned(zext(x, w), zext(y, w)), w);
      case SREM:
        checkSigned(x, y, w);
        return norm(x % y, w);
      case SHL: return norm(x << (int) zext(y, w), w);
      case LSHR: {
        long s = zext(y, w);
        return s >= w ? 0 : norm(zext(x, w) >>> s, w);
      }
      case ASHR: {
        long s = zext(y, w);
        return s >= w ? 0 : x >> s;
      }
      case AND: return x & y;
      case OR: return x | y;
      case XOR: return x ^ y;
      default: throw new IllegalStateException("binary kind " + kind);
    }
  }

  /**
   * Returns whether the operation produces poison: a shift amount of at least {@code w}, or a
   * violated {@code nsw}/{@code nuw}/{@code exact} promise in {@code flags}.
   */
  static boolean poisons(int kind, int flags, long x, long y, int w) {
    if ((kind == SHL || kind == LSHR || kind == ASHR) && Long.compareUnsigned(zext(y, w), w) >= 0) {
      return true;
    }
    if (flags == 0) {
      return false;
    }
    long ux = zext(x, w);
    long uy = zext(y, w);
    switch (kind) {
      case ADD:
        return ((flags & NSW) != 0 && addOverflows(x, y, w))
            || ((flags & NUW) != 0 && unsignedCarry(ux, uy, w));
      case SUB:
        return ((flags & NSW) != 0 && subOverflows(x, y, w))
            || ((flags & NUW) != 0 && Long.compareUnsigned(ux, uy) < 0);
      case MUL: {
        boolean nsw = (flags & NSW) != 0 && !fitsSigned(Math.multiplyHigh(x, y), x * y, w);
        boolean nuw = (flags & NUW) != 0
            && (Math.unsignedMultiplyHigh(ux, uy) != 0 || zext(ux * uy, w) != ux * uy);
        return nsw || nuw;
      }
      case SHL: {
        int s = (int) uy;
        long r = norm(x << s, w);
        return ((flags & NSW) != 0 && (r >> s) != x) || ((flags & NUW) != 0 && (zext(r, w) >>> s) != ux);
      }
      case UDIV: return (flags & EXACT) != 0 && uy != 0 && Long.remainderUnsigned(ux, uy) != 0;
      case SDIV: return (flags & EXACT) != 0 && y != 0 && x % y != 0;
      case LSHR:
      case ASHR: return (flags & EXACT) != 0 && (ux & ((1L << uy) - 1)) != 0;
      case UREM:
      case SREM:
      case AND:
      case OR:
      case XOR: return false;
      default: throw new IllegalStateException("binary kind " + kind);
    }
  }

  /** Returns whether {@code x + y} leaves the signed range of width {@code w}. */
  private static boolean addOverflows(long x, long y, int w) {
    long s = x + y;
    // Below 64 bits the exact sum fits in a long, so re-normalising detects overflow.
    return w == 64 ? ((x ^ s) & (y ^ s)) < 0 : norm(s, w) != s;
  }

  /** Returns whether {@code x - y} leaves the signed range of width {@code w}. */
  private static boolean subOverflows(long x, long y, int w) {
    long s = x - y;
    return w == 64 ? ((x ^ y) & (x ^ s)) < 0 : norm(s, w) != s;
  }

  private static boolean unsignedCarry(long ux, long uy, int w) {
    long s = ux + uy;
    return w == 64 ? Long.compareUnsigned(s, ux) < 0 : (s >>> w) != 0;
  }

  private static boolean fitsSigned(long high, long low, int w) {
    return high == (low >> 63) && norm(low, w) == low;
  }

  private static void checkDivisor(long y) {
    if (y == 0) {
      throw new Trap("division by zero");
    }
  }

  private static void checkSigned(long x, long y, int w) {
    checkDivisor(y);
    if (y == -1 && x == norm(1L << (w - 1), w)) {
      throw new Trap("signed division overflow (minimum value divided by -1)");
    }
  }

  /** Returns the integer comparison {@code pred} of canonical {@code x, y}. */
  static boolean icmp(int pred, long x, long y) {
    switch (pred) {
      case EQ: return x == y;
      case NE: return x != y;
      case UGT: return Long.compareUnsigned(x, y) > 0;
      case UGE: return Long.compareUnsigned(x, y) >= 0;
      case ULT: return Long.compareUnsigned(x, y) < 0;
      case ULE: return Long.compareUnsigned(x, y) <= 0;
      case SGT: return x > y;
      case SGE: return x >= y;
      case SLT: return x < y;
      case SLE: return x <= y;
      default: throw new IllegalStateException("icmp predicate " + pred);
    }
  }

  /** Returns the {@link #EQ}.. predicate code of an {@code icmp} predicate name, or -1. */
  static int predicate(String name) {
    return switch (name) {
      case "eq" -> EQ;
      case "ne" -> NE;
      case "ugt" -> UGT;
      case "uge" -> UGE;
      case "ult" -> ULT;
      case "ule" -> ULE;
      case "sgt" -> SGT;
      case "sge" -> SGE;
      case "slt" -> SLT;
      case "sle" -> SLE;
      default -> -1;
    };
  }

  /** Returns the kind code of an integer binary opcode mnemonic, or -1. */
  static int kind(String mnemonic) {
    return switch (mnemonic) {
      case "add" -> ADD;
      case "sub" -> SUB;
      case "mul" -> MUL;
      case "udiv" -> UDIV;
      case "sdiv" -> SDIV;
      case "urem" -> UREM;
      case "srem" -> SREM;
      case "shl" -> SHL;
      case "lshr" -> LSHR;
      case "ashr" -> ASHR;
      case "and" -> AND;
      case "or" -> OR;
      case "xor" -> XOR;
      default -> -1;
    };
  }
}
