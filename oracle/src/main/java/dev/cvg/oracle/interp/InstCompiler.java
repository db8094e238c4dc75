package dev.cvg.oracle.interp;

import dev.cvg.ir.Binary;
import dev.cvg.ir.Cast;
import dev.cvg.ir.Compare;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Select;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Value;

/**
 * Compiles the scalar instruction families: integer and floating-point arithmetic,
 * comparisons, casts, {@code select} and {@code freeze}. {@link FunctionCompiler} picks the
 * method by instruction kind; memory access is {@link MemoryCompiler}.
 */
final class InstCompiler {
  private InstCompiler() {}

  static void unary(FunctionCompiler fc, Unary u) {
    int w = FunctionCompiler.width(u.resultType());
    int a = fc.slot(u.operand());
    if (u.opcode() != Opcode.FNEG || a < 0 || !isFloat(u.resultType())) {
      fc.unsupported(u, "this operation");
      return;
    }
    fc.code.add(u, Op.FNEG, fc.slot(u), a, 0, 0, w, 0, null, fc.uses(u));
  }

  static void select(FunctionCompiler fc, Select s) {
    int[] ops = slots(fc, s.condition(), s.ifTrue(), s.ifFalse());
    if (ops == null || FunctionCompiler.width(s.resultType()) < 0) {
      fc.unsupported(s, "select of this type");
      return;
    }
    fc.code.add(s, Op.SELECT, fc.slot(s), ops[0], ops[1], ops[2],
        FunctionCompiler.width(s.resultType()), 0, null, fc.uses(s));
  }

  static void freeze(FunctionCompiler fc, Freeze f) {
    int a = fc.slot(f.operand());
    if (a < 0 || FunctionCompiler.width(f.resultType()) < 0) {
      fc.unsupported(f, "freeze of this type");
      return;
    }
    fc.code.add(f, Op.FREEZE, fc.slot(f), a, 0, 0, FunctionCompiler.width(f.resultType()), 0,
        null, fc.uses(f));
  }

  static void binary(FunctionCompiler fc, Binary b) {
    int[] ops = slots(fc, b.lhs(), b.rhs());
    int w = FunctionCompiler.width(b.type());
    if (ops == null || w < 0) {
      fc.unsupported(b, "operands of type " + b.type());
      return;
    }
    // The floating-point kind, or -1 for the integer operations (whose kind IntOps names).
    int fk = switch (b.opcode()) {
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, LSHR, ASHR, AND, OR, XOR -> -1;
      case FADD -> FloatOps.FADD;
      case FSUB -> FloatOps.FSUB;
      case FMUL -> FloatOps.FMUL;
      case FDIV -> FloatOps.FDIV;
      case FREM -> FloatOps.FREM;
      // Not binary opcodes: the Binary record rejects them.
      case FNEG, ICMP, FCMP, TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOUI, FPTOSI, UITOFP, SITOFP,
          PTRTOINT, INTTOPTR, BITCAST, ADDRSPACECAST, SELECT, PHI, FREEZE, CALL, LOAD, STORE, ALLOCA,
          GETELEMENTPTR, ATOMICRMW, CMPXCHG, FENCE, EXTRACTVALUE, INSERTVALUE, EXTRACTELEMENT,
          INSERTELEMENT, SHUFFLEVECTOR, BR, SWITCH, RET, UNREACHABLE, CALLBR ->
          throw new IllegalArgumentException("not a binary opcode: " + b.opcode());
    };
    if (fk >= 0) {
      fc.code.add(b, Op.FBIN, fc.slot(b), ops[0], ops[1], 0, w, fk, null, fc.uses(b));
      return;
    }
    if (!(b.type() instanceof Type.Int)) {
      fc.unsupported(b, "integer operation on " + b.type());
      return;
    }
    int flags = (b.flags().contains("nsw") ? IntOps.NSW : 0) | (b.flags().contains("nuw") ? IntOps.NUW : 0)
        | (b.flags().contains("exact") ? IntOps.EXACT : 0);
    fc.code.add(b, Op.BIN, fc.slot(b), ops[0], ops[1], flags, w, IntOps.kind(b.opcode().mnemonic()),
        null, fc.uses(b));
  }

  static void compare(FunctionCompiler fc, Compare c) {
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
      // samesign: operands of different signs make the result poison (LangRef, icmp).
      int sameSign = c.flags().contains("samesign") ? 1 : 0;
      fc.code.add(c, Op.ICMP, fc.slot(c), ops[0], ops[1], sameSign, 1, pred, null, fc.uses(c));
    } else {
      int pred = FloatOps.predicate(c.predicate());
      if (pred < 0 || !isFloat(c.lhs().type())) {
        fc.unsupported(c, "predicate " + c.predicate());
        return;
      }
      fc.code.add(c, Op.FCMP, fc.slot(c), ops[0], ops[1], w, 1, pred, null, fc.uses(c));
    }
  }

  static void cast(FunctionCompiler fc, Cast c) {
    int a = fc.slot(c.operand());
    int from = FunctionCompiler.width(c.operand().type());
    int to = FunctionCompiler.width(c.to());
    if (a < 0 || from < 0 || to < 0) {
      fc.unsupported(c, "cast from " + c.operand().type() + " to " + c.to());
      return;
    }
    CastLowering l = switch (c.opcode()) {
      case TRUNC, SEXT, PTRTOINT -> new CastLowering(Op.NORM, 0);
      case ZEXT, INTTOPTR -> new CastLowering(Op.ZEXT, 0);
      case BITCAST, ADDRSPACECAST -> new CastLowering(Op.COPY, 0);
      case FPEXT -> new CastLowering(Op.FCAST, FloatOps.FPEXT);
      case FPTRUNC -> new CastLowering(Op.FCAST, FloatOps.FPTRUNC);
      case FPTOSI -> new CastLowering(Op.FCAST, FloatOps.FPTOSI);
      case FPTOUI -> new CastLowering(Op.FCAST, FloatOps.FPTOUI);
      case SITOFP -> new CastLowering(Op.FCAST, FloatOps.SITOFP);
      case UITOFP -> new CastLowering(Op.FCAST, FloatOps.UITOFP);
      // Not cast opcodes: the Cast record rejects them.
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, LSHR, ASHR, AND, OR, XOR, FADD, FSUB, FMUL,
          FDIV, FREM, FNEG, ICMP, FCMP, SELECT, PHI, FREEZE, CALL, LOAD, STORE, ALLOCA,
          GETELEMENTPTR, ATOMICRMW, CMPXCHG, FENCE, EXTRACTVALUE, INSERTVALUE, EXTRACTELEMENT,
          INSERTELEMENT, SHUFFLEVECTOR, BR, SWITCH, RET, UNREACHABLE, CALLBR ->
          throw new IllegalArgumentException("not a cast opcode: " + c.opcode());
    };
    if (l.op() == Op.COPY && from != to) {
      fc.unsupported(c, "bit cast between widths " + from + " and " + to);
      return;
    }
    // NORM and COPY read only the result width; ZEXT and FCAST also the operand's.
    int fromWidth = l.op() == Op.ZEXT || l.op() == Op.FCAST ? from : 0;
    fc.code.add(c, l.op(), fc.slot(c), a, 0, fromWidth, to, l.kind(), null, fc.uses(c));
  }

  /** A cast's interpreter opcode and, for {@link Op#FCAST}, its {@link FloatOps} conversion kind. */
  private record CastLowering(int op, int kind) {}

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
