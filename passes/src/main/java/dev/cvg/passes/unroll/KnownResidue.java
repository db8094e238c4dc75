package dev.cvg.passes.unroll;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;

/**
 * What is known of a value's low bits: {@code value ≡ residue (mod 2^bits)}, {@code bits = 0}
 * meaning nothing is known. Computed through constants, {@code mul}/{@code shl} by constants,
 * {@code and} with constant masks, {@code add}/{@code sub} and {@code freeze}; this is how a
 * runtime trip count is known to be a multiple of the unroll count (LLVM: the trip multiple).
 *
 * @param residue the known low bits, {@code 0 <= residue < 2^bits}
 * @param bits how many low bits are known (0 to 62)
 */
record KnownResidue(long residue, int bits) {
  private static final int MAX = 62;
  private static final int DEPTH = 8;

  /** Nothing known. */
  static final KnownResidue UNKNOWN = new KnownResidue(0, 0);

  /** Normalises the residue. */
  KnownResidue {
    bits = Math.max(0, Math.min(bits, MAX));
    residue = residue & mask(bits);
  }

  /** Returns what is known of {@code v} in {@code f}. */
  static KnownResidue of(Function f, Value v) {
    return of(f, v, DEPTH);
  }

  private static KnownResidue of(Function f, Value v, int depth) {
    if (v instanceof Value.ConstInt c) {
      return new KnownResidue(c.value(), Math.min(c.type().bits(), MAX));
    }
    if (depth == 0 || !(v instanceof Value.Local l)) {
      return UNKNOWN;
    }
    Inst d = f.index().definingInst(l.id()).orElse(null);
    int width = v.type() instanceof dev.cvg.ir.Type.Int t ? t.bits() : 0;
    KnownResidue r = switch (d) {
      case Freeze fr -> of(f, fr.operand(), depth - 1);
      case Binary b -> binary(f, b, depth - 1);
      case null, default -> UNKNOWN;
    };
    return new KnownResidue(r.residue, Math.min(r.bits, width));
  }

  private static KnownResidue binary(Function f, Binary b, int depth) {
    KnownResidue x = of(f, b.lhs(), depth);
    KnownResidue y = of(f, b.rhs(), depth);
    return switch (b.opcode()) {
      case ADD -> x.plus(y, 1);
      case SUB -> x.plus(y, -1);
      case MUL -> x.times(y);
      case SHL -> b.rhs() instanceof Value.ConstInt c && c.value() >= 0 && c.value() < MAX
          ? x.times(new KnownResidue(1L << c.value(), MAX)) : UNKNOWN;
      case AND -> b.rhs() instanceof Value.ConstInt c ? x.and(c.value())
          : b.lhs() instanceof Value.ConstInt c ? y.and(c.value()) : UNKNOWN;
      default -> UNKNOWN;
    };
  }

  /** Returns the residue of {@code this + sign * other}. */
  KnownResidue plus(KnownResidue other, int sign) {
    int k = Math.min(bits, other.bits);
    return new KnownResidue(residue + sign * other.residue, k);
  }

  /** Returns the residue of a product: {@code (a + m 2^i)(b + n 2^j) ≡ ab mod 2^min(i + tz(b), j + tz(a))}. */
  KnownResidue times(KnownResidue other) {
    int k = Math.min(bits + trailingZeros(other), other.bits + trailingZeros(this));
    return new KnownResidue(residue * other.residue, k);
  }

  private KnownResidue and(long mask) {
    int zeros = Math.min(Long.numberOfTrailingZeros(mask), MAX);
    return new KnownResidue(residue & mask, Math.max(bits, zeros));
  }

  private static int trailingZeros(KnownResidue r) {
    return r.residue == 0 ? r.bits : Long.numberOfTrailingZeros(r.residue);
  }

  /** Returns the residue modulo {@code 2^k}, if at least {@code k} bits are known. */
  java.util.OptionalLong modulo(int k) {
    return k <= bits ? java.util.OptionalLong.of(residue & mask(k)) : java.util.OptionalLong.empty();
  }

  private static long mask(int k) {
    return k >= 63 ? -1L : (1L << k) - 1;
  }
}
