package dev.cvg.passes.unroll;

import java.math.BigInteger;

/**
 * An integer comparison predicate of {@code icmp}, evaluated exactly on values of a given width.
 */
enum Predicate {
  EQ, NE, SLT, SLE, SGT, SGE, ULT, ULE, UGT, UGE;

  /** Returns the predicate spelled {@code text} ({@code slt}, …). */
  static Predicate of(String text) {
    return valueOf(text.toUpperCase());
  }

  /** Returns the spelling in LLVM text. */
  String text() {
    return name().toLowerCase();
  }

  /** Returns the predicate with the operands swapped ({@code a < b} as {@code b > a}). */
  Predicate swapped() {
    return switch (this) {
      case EQ, NE -> this;
      case SLT -> SGT;
      case SLE -> SGE;
      case SGT -> SLT;
      case SGE -> SLE;
      case ULT -> UGT;
      case ULE -> UGE;
      case UGT -> ULT;
      case UGE -> ULE;
    };
  }

  /** Returns the negation ({@code !(a < b)} as {@code a >= b}). */
  Predicate inverted() {
    return switch (this) {
      case EQ -> NE;
      case NE -> EQ;
      case SLT -> SGE;
      case SLE -> SGT;
      case SGT -> SLE;
      case SGE -> SLT;
      case ULT -> UGE;
      case ULE -> UGT;
      case UGT -> ULE;
      case UGE -> ULT;
    };
  }

  /** Returns whether the predicate compares as signed integers. */
  boolean signed() {
    return this == SLT || this == SLE || this == SGT || this == SGE;
  }

  /** Returns whether the set of {@code a} satisfying {@code a P b} is bounded above. */
  boolean boundedAbove() {
    return this == SLT || this == SLE || this == ULT || this == ULE;
  }

  /** Returns whether the predicate is an ordering (not {@code eq}/{@code ne}). */
  boolean ordering() {
    return this != EQ && this != NE;
  }

  /** Evaluates {@code a P b} on {@code bits}-wide values (any representative of each). */
  boolean test(long a, long b, int bits) {
    BigInteger x = Width.of(bits).value(a, signed());
    BigInteger y = Width.of(bits).value(b, signed());
    int c = x.compareTo(y);
    return switch (this) {
      case EQ -> c == 0;
      case NE -> c != 0;
      case SLT, ULT -> c < 0;
      case SLE, ULE -> c <= 0;
      case SGT, UGT -> c > 0;
      case SGE, UGE -> c >= 0;
    };
  }
}
