package dev.cvg.analysis.uniformity;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Opcode;
import dev.cvg.target.TargetModel;

/**
 * Which instructions the seed must show the target, decided from the dense view's opcode table
 * and user rows without reading any instruction: those whose opcode the target may classify
 * ({@code TargetModel.mayClassify}), and, for opcodes whose rules need a call's result as an
 * operand ({@code TargetModel.needsCallOperand}), only the users of call results. On large
 * functions every instruction read is a cache miss, and most instructions are arithmetic.
 * Cost: O(ids + users of calls) once.
 */
final class SeedFilter {
  private final FunctionIndex index;
  private final boolean[] classified = new boolean[Opcode.values().length];
  private final boolean[] needsCall = new boolean[Opcode.values().length];
  /** Raw id to whether a call's result is among its operands (bit r of word r >>> 6). */
  private final long[] usesCall;

  SeedFilter(TargetModel target, FunctionIndex index) {
    this.index = index;
    for (Opcode op : Opcode.values()) {
      classified[op.ordinal()] = target.mayClassify(op);
      needsCall[op.ordinal()] = target.needsCallOperand(op);
    }
    usesCall = new long[(index.idBound() >>> 6) + 1];
    for (int raw = 0; raw < index.idBound(); raw++) {
      if (index.opcodeAt(raw) != Opcode.CALL) {
        continue;
      }
      for (int k = index.userStart(raw); k < index.userStart(raw + 1); k++) {
        int user = index.userAt(k);
        usesCall[user >>> 6] |= 1L << user;
      }
    }
  }

  /** Returns the opcode of raw id {@code raw} if the seed must read that instruction, else null. */
  Opcode read(int raw) {
    Opcode op = index.opcodeAt(raw);
    if (op == null || !classified[op.ordinal()]) {
      return null;
    }
    return !needsCall[op.ordinal()] || (usesCall[raw >>> 6] & (1L << raw)) != 0 ? op : null;
  }
}
