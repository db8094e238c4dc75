package dev.cvg.passes.inline;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.text.IrPrinter;

/** LLVM names for messages: {@code %x}, {@code %header}, {@code call @f in %bb}. */
final class Names {
  private Names() {}

  /** Returns {@code %name} of {@code block} in {@code f}. */
  static String block(Function f, BlockId block) {
    return IrPrinter.blockName(f, block);
  }

  /**
   * Returns {@code %x} for an instruction with a result, else its opcode and callee with its block
   * ({@code call @f in %then}).
   */
  static String inst(Function f, Inst inst) {
    if (inst.hasResult()) {
      return IrPrinter.operand(f, inst.asValue());
    }
    String what = CallSite.of(inst).flatMap(CallSite::calleeName).map(n -> "call " + n)
        .orElse(inst.opcode().mnemonic());
    return what + " in " + block(f, f.index().block(f.index().blockOf(inst.id())).id());
  }
}
