package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.Opcode;
import dev.cvg.ir.Value;
import java.util.Optional;

/**
 * Folds an {@code icmp} of two integer constants, the one comparison jump threading evaluates
 * when a phi feeding it has a constant incoming value for the threaded edge.
 */
final class ConstantCompare {
  private ConstantCompare() {}

  /**
   * Returns the result of {@code icmp predicate lhs, rhs} when both are integer constants of the
   * same width; empty for anything else ({@code fcmp}, pointers, unknown predicates).
   */
  static Optional<Boolean> fold(Opcode opcode, String predicate, Value lhs, Value rhs) {
    if (opcode != Opcode.ICMP || !(lhs instanceof Value.ConstInt a) || !(rhs instanceof Value.ConstInt b)
        || a.type().bits() != b.type().bits()) {
      return Optional.empty();
    }
    long x = a.value();
    long y = b.value();
    int bits = a.type().bits();
    long ux = bits == 64 ? x : x & ((1L << bits) - 1);
    long uy = bits == 64 ? y : y & ((1L << bits) - 1);
    return switch (predicate) {
      case "eq" -> Optional.of(x == y);
      case "ne" -> Optional.of(x != y);
      case "slt" -> Optional.of(x < y);
      case "sle" -> Optional.of(x <= y);
      case "sgt" -> Optional.of(x > y);
      case "sge" -> Optional.of(x >= y);
      case "ult" -> Optional.of(Long.compareUnsigned(ux, uy) < 0);
      case "ule" -> Optional.of(Long.compareUnsigned(ux, uy) <= 0);
      case "ugt" -> Optional.of(Long.compareUnsigned(ux, uy) > 0);
      case "uge" -> Optional.of(Long.compareUnsigned(ux, uy) >= 0);
      default -> Optional.empty();
    };
  }
}
