package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;

/**
 * Checks of operands when the builder makes an instruction, so a type error surfaces at the
 * line that made it rather than in the verifier after the pass: a local must be defined in the
 * function under edit with the type it claims, and operands must suit the operation (LLVM's
 * verifier rules for binary operators, comparisons, {@code select} and branches). Failures are
 * {@link IllegalArgumentException}s naming the values by their LLVM names.
 */
final class OperandChecks {
  private final FunctionEditor editor;

  OperandChecks(FunctionEditor editor) {
    this.editor = editor;
  }

  /** Checks that a local {@code v} is defined here with {@code v}'s type. */
  void defined(Value v) {
    if (!(v instanceof Value.Local l)) {
      return;
    }
    Type actual = null;
    Inst def = editor.body().inst(l.id().inst());
    if (def != null && def.hasResult()) {
      actual = def.resultType();
    }
    for (Param p : editor.header().params()) {
      if (p.id().equals(l.id())) {
        actual = p.type();
      }
    }
    if (actual == null) {
      throw new IllegalArgumentException("value " + l.id() + " is not defined in @" + editor.original().name());
    }
    if (!actual.equals(l.type())) {
      throw new IllegalArgumentException(editor.describe(v) + " is used as " + l.type() + " but defined as " + actual);
    }
  }

  /** Checks a binary operator's operands: same type, integer or floating point by opcode. */
  void binary(Opcode op, Value a, Value b) {
    defined(a);
    defined(b);
    if (op.family() != Opcode.Family.BINARY) {
      throw new IllegalArgumentException(op.mnemonic() + " is not a binary operator");
    }
    same(op.mnemonic(), a, b);
    boolean fp = op.mnemonic().startsWith("f");
    if (fp ? !isFloat(a.type()) : !isInt(a.type())) {
      throw new IllegalArgumentException(op.mnemonic() + " needs " + (fp ? "floating-point" : "integer")
          + " operands, not " + editor.describe(a));
    }
  }

  /** Checks a comparison's operands: same type, integer/pointer for icmp, floating point for fcmp. */
  void compare(Opcode op, Value a, Value b) {
    defined(a);
    defined(b);
    same(op.mnemonic(), a, b);
    Type t = scalar(a.type());
    boolean ok = op == Opcode.FCMP ? t instanceof Type.Float : t instanceof Type.Int || t instanceof Type.Ptr;
    if (!ok) {
      throw new IllegalArgumentException(op.mnemonic() + " cannot compare " + editor.describe(a));
    }
  }

  /** Checks a select: an i1 condition, arms of one type. */
  void select(Value c, Value t, Value f) {
    defined(c);
    defined(t);
    defined(f);
    condition(c);
    same("select", t, f);
  }

  /** Checks a branch condition: {@code i1}. */
  void condition(Value c) {
    defined(c);
    if (!(scalar(c.type()) instanceof Type.Int i && i.bits() == 1)) {
      throw new IllegalArgumentException("condition " + editor.describe(c) + " is not i1");
    }
  }

  /** Checks that {@code v} has type {@code t} (phi entries, return values); {@code what} names the slot, built only on failure. */
  void hasType(java.util.function.Supplier<String> what, Value v, Type t) {
    defined(v);
    if (!v.type().equals(t)) {
      throw new IllegalArgumentException(what.get() + " needs " + t + ", not " + editor.describe(v));
    }
  }

  /** Checks that {@code b} is a block of the function under edit. */
  void block(BlockId b) {
    if (b == null || !editor.body().hasBlock(b)) {
      throw new IllegalArgumentException("no block " + b + " in @" + editor.original().name());
    }
  }

  private void same(String op, Value a, Value b) {
    if (!a.type().equals(b.type())) {
      throw new IllegalArgumentException(op + " of " + editor.describe(a) + " and " + editor.describe(b)
          + ": operand types differ");
    }
  }

  private static Type scalar(Type t) {
    return t instanceof Type.Vector v ? v.element() : t;
  }

  private static boolean isInt(Type t) {
    return scalar(t) instanceof Type.Int;
  }

  private static boolean isFloat(Type t) {
    return scalar(t) instanceof Type.Float;
  }
}
