package dev.cvg.passes.jumpthreading;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Opcode;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link ConstantCompare}: signed and unsigned orders at the width of the operands. */
class ConstantCompareTest {
  private static Optional<Boolean> fold(String pred, int bits, long a, long b) {
    Type.Int t = new Type.Int(bits);
    return ConstantCompare.fold(Opcode.ICMP, pred, new Value.ConstInt(t, a), new Value.ConstInt(t, b));
  }

  @Test
  void minusOneIsTheLargestUnsignedAndSmallerThanZeroSigned() {
    assertEquals(Optional.of(true), fold("ugt", 8, -1, 0));
    assertEquals(Optional.of(false), fold("sgt", 8, -1, 0));
    assertEquals(Optional.of(true), fold("ult", 64, 0, -1));
    assertEquals(Optional.of(true), fold("slt", 64, Long.MIN_VALUE, 0));
  }

  @Test
  void valuesAreComparedAtTheirWidth() {
    assertEquals(Optional.of(true), fold("eq", 8, 255, -1), "255 is -1 in i8");
    assertEquals(Optional.of(true), fold("ule", 1, 1, 1));
    assertEquals(Optional.of(false), fold("ne", 32, 7, 7));
    assertEquals(Optional.of(true), fold("sge", 32, 7, 7));
    assertEquals(Optional.of(false), fold("uge", 16, 3, 4));
    assertEquals(Optional.of(true), fold("sle", 16, -4, 3));
  }

  @Test
  void nonIntegerOrMixedWidthsAreNotFolded() {
    Value.ConstInt a = new Value.ConstInt(Type.I32, 1);
    Value.ConstInt b = new Value.ConstInt(new Type.Int(64), 1);
    assertEquals(Optional.empty(), ConstantCompare.fold(Opcode.ICMP, "eq", a, b));
    assertEquals(Optional.empty(), ConstantCompare.fold(Opcode.FCMP, "oeq", a, a));
    assertEquals(Optional.empty(), ConstantCompare.fold(Opcode.ICMP, "eq", a, new Value.Poison(Type.I32)));
  }
}
