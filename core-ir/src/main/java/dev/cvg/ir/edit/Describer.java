package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import java.util.List;
import java.util.stream.Collectors;

/**
 * LLVM names of blocks, values and instructions under edit, for messages and {@code toString}:
 * {@code %header}, {@code %x}, or the printed slot ({@code %5}) for unnamed ones. Named entities
 * cost a table lookup; an unnamed one costs printing the current body's slot numbering, which
 * only error paths pay.
 */
final class Describer {
  private final FunctionEditor editor;

  Describer(FunctionEditor editor) {
    this.editor = editor;
  }

  /** Returns {@code %name} of block {@code b}. */
  String block(BlockId b) {
    String name = editor.names().blockName(b);
    if (name == null) {
      return "<removed block " + b + ">";
    }
    return name.isEmpty() || Character.isDigit(name.charAt(0)) ? IrPrinter.blockName(snapshot(), b) : "%" + name;
  }

  /** Returns {@code <type> %name} or the constant's text. */
  String value(Value v) {
    if (v instanceof Value.Local l) {
      return l.type() + " " + editor.names().valueName(l.id()).map(n -> "%" + n)
          .orElseGet(() -> IrPrinter.operand(snapshot(), v));
    }
    return IrPrinter.typedOperand(editor.original(), v);
  }

  /** Returns {@code %x} for an instruction with a result, else {@code <opcode> in %block}. */
  String inst(InstId id) {
    Inst i = editor.body().inst(id);
    if (i == null) {
      return "<removed instruction " + id + ">";
    }
    if (i.hasResult()) {
      return editor.names().valueName(id.value()).map(n -> "%" + n)
          .orElseGet(() -> IrPrinter.operand(snapshot(), i.asValue()));
    }
    return i.opcode().mnemonic() + " in " + block(editor.body().blockOf(id));
  }

  /** Returns the instructions' descriptions joined by commas. */
  String insts(List<InstId> ids) {
    return ids.stream().map(this::inst).collect(Collectors.joining(", "));
  }

  private Function snapshot() {
    return editor.snapshot();
  }
}
