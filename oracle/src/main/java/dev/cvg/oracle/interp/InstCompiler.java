package dev.cvg.oracle.interp;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Cast;
import dev.cvg.ir.Compare;
import dev.cvg.ir.Fence;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Select;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Value;

/**
 * Compiles the non-call, non-terminator instruction families: integer and floating-point
 * arithmetic, comparisons, casts, {@code select}, {@code freeze}, memory access and address
 * arithmetic, atomics, and {@code extractvalue} of a {@code cmpxchg} result. Vector and
 * aggregate values other than that are unsupported.
 */
final class InstCompiler {
  private InstCompiler() {}

  static void compile(FunctionCompiler fc, Inst i) {
    switch (i) {
      case Binary b -> binary(fc, b);
      case Unary u -> {
        int w = FunctionCompiler.width(u.resultType());
        int a = fc.slot(u.operand());
        if (u.opcode() != Opcode.FNEG || a < 0 || !isFloat(u.resultType())) {
          fc.unsupported(i, "this operation");
          return;
        }
        fc.code.add(i, Op.FNEG, fc.slot(i), a, 0, 0, w, 0, null, fc.uses(i));
      }
      case Compare c -> compare(fc, c);
      case Cast c -> cast(fc, c);
      case Select s -> {
        int[] ops = slots(fc, s.condition(), s.ifTrue(), s.ifFalse());
        if (ops == null || FunctionCompiler.width(s.resultType()) < 0) {
          fc.unsupported(i, "select of this type");
          return;
        }
        fc.code.add(i, Op.SELECT, fc.slot(i), ops[0], ops[1], ops[2],
            FunctionCompiler.width(s.resultType()), 0, null, fc.uses(i));
      }
      case Freeze f -> {
        int a = fc.slot(f.operand());
        if (a < 0 || FunctionCompiler.width(f.resultType()) < 0) {
          fc.unsupported(i, "freeze of this type");
          return;
        }
        fc.code.add(i, Op.FREEZE, fc.slot(i), a, 0, 0, FunctionCompiler.width(f.resultType()), 0,
            null, fc.uses(i));
      }
      case Fence f -> fc.code.add(i, Op.NOP, -1, 0, 0, 0, 0, 0, null, fc.uses(i));
      default -> MemoryCompiler.compile(fc, i);
    }
  }

  private static void binary(FunctionCompiler fc, Binary b) {
    int[] ops = slots(fc, b.lhs(), b.rhs());
    int w = FunctionCompiler.width(b.type());
    if (ops == null || w < 0) {
      fc.unsupported(b, "operands of type " + b.type());
      return;
    }
    int kind = IntOps.kind(b.opcode().mnemonic());
    if (kind >= 0) {
      if (!(b.type() instanceof Type.Int)) {
        fc.unsupported(b, "integer operation on " + b.type());
        return;
      }
      int flags = (b.flags().contains("nsw") ? IntOps.NSW : 0) | (b.flags().contains("nuw") ? IntOps.NUW : 0)
          | (b.flags().contains("exact") ? IntOps.EXACT : 0);
      fc.code.add(b, Op.BIN, fc.slot(b), ops[0], ops[1], flags, w, kind, null, fc.uses(b));
      return;
    }
    int fk = switch (b.opcode()) {
      case FADD -> FloatOps.FADD;
      case FSUB -> FloatOps.FSUB;
      case FMUL -> FloatOps.FMUL;
      case FDIV -> FloatOps.FDIV;
      default -> FloatOps.FREM;
    };
    fc.code.add(b, Op.FBIN, fc.slot(b), ops[0], ops[1], 0, w, fk, null, fc.uses(b));
  }

  private static void compare(FunctionCompiler fc, Compare c) {
    int[] ops = slots(fc, c.lhs(), c.rhs());
    int w = FunctionCompiler.width(c.lhs().type());
    if (ops == null || w < 0) {
      fc.unsupported(c, "comparison of " + c.lhs().type());
      return;
    }
    if (c.opcode() == Opcode.ICMP) {
      int pred = IntOps.predicate(c.predicate());
      if (pred < 0) {
        fc.unsupported(c, "predicate " + c.predicate());
        return;
      }
      fc.code.add(c, Op.ICMP, fc.slot(c), ops[0], ops[1], 0, 1, pred, null, fc.uses(c));
    } else {
      int pred = FloatOps.predicate(c.predicate());
      if (pred < 0 || !isFloat(c.lhs().type())) {
        fc.unsupported(c, "predicate " + c.predicate());
        return;
      }
      fc.code.add(c, Op.FCMP, fc.slot(c), ops[0], ops[1], w, 1, pred, null, fc.uses(c));
    }
  }

  private static void cast(FunctionCompiler fc, Cast c) {
    int a = fc.slot(c.operand());
    int from = FunctionCompiler.width(c.operand().type());
    int to = FunctionCompiler.width(c.to());
    if (a < 0 || from < 0 || to < 0) {
      fc.unsupported(c, "cast from " + c.operand().type() + " to " + c.to());
      return;
    }
    int d = fc.slot(c);
    int[] u = fc.uses(c);
    switch (c.opcode()) {
      case TRUNC, SEXT, PTRTOINT -> fc.code.add(c, Op.NORM, d, a, 0, 0, to, 0, null, u);
      case ZEXT, INTTOPTR -> fc.code.add(c, Op.ZEXT, d, a, 0, from, to, 0, null, u);
      case BITCAST, ADDRSPACECAST -> {
        if (from != to) {
          fc.unsupported(c, "bit cast between widths " + from + " and " + to);
          return;
        }
        fc.code.add(c, Op.COPY, d, a, 0, 0, to, 0, null, u);
      }
      default -> {
        int kind = switch (c.opcode()) {
          case FPEXT -> FloatOps.FPEXT;
          case FPTRUNC -> FloatOps.FPTRUNC;
          case FPTOSI -> FloatOps.FPTOSI;
          case FPTOUI -> FloatOps.FPTOUI;
          case SITOFP -> FloatOps.SITOFP;
          default -> FloatOps.UITOFP;
        };
        fc.code.add(c, Op.FCAST, d, a, 0, from, to, kind, null, u);
      }
    }
  }

  /** Returns the slots of {@code values}, or null if one is not supported. */
  static int[] slots(FunctionCompiler fc, Value... values) {
    int[] out = new int[values.length];
    for (int k = 0; k < values.length; k++) {
      if (FunctionCompiler.width(values[k].type()) < 0) {
        return null;
      }
      out[k] = fc.slot(values[k]);
      if (out[k] < 0) {
        return null;
      }
    }
    return out;
  }

  static boolean isFloat(Type t) {
    return t instanceof Type.Float;
  }
}
