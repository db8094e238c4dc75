package dev.cvg.ir.verify;

import dev.cvg.ir.Alloca;
import dev.cvg.ir.AtomicRmw;
import dev.cvg.ir.Binary;
import dev.cvg.ir.Block;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.Cast;
import dev.cvg.ir.CmpXchg;
import dev.cvg.ir.Compare;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.ExtractElement;
import dev.cvg.ir.ExtractValue;
import dev.cvg.ir.Fence;
import dev.cvg.ir.Freeze;
import dev.cvg.ir.GetElementPtr;
import dev.cvg.ir.InsertElement;
import dev.cvg.ir.InsertValue;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Load;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Ret;
import dev.cvg.ir.Select;
import dev.cvg.ir.ShuffleVector;
import dev.cvg.ir.Store;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Type;
import dev.cvg.ir.Unary;
import dev.cvg.ir.Unreachable;
import java.util.HashSet;
import java.util.Set;

/**
 * Rule family "operand types", after the {@code visit*} methods of LLVM's verifier: binary
 * operands agree with each other and with the result and suit the opcode, comparisons compare
 * like with like, {@code select} and {@code br} conditions are {@code i1}, {@code ret} returns
 * the function's type, {@code switch} cases have the scrutinee's type and are distinct, and
 * memory operands are pointers. Calls are {@link CallRules}. Each instruction stops at its first
 * failing check, as LLVM's {@code Check} does.
 */
final class OperandTypeRules {
  private OperandTypeRules() {}

  /** Checks every instruction of the function. */
  static void check(FunctionContext cx) {
    for (Block block : cx.function().blocks()) {
      for (Inst inst : block.insts()) {
        checkInst(cx, inst);
      }
    }
  }

  private static void checkInst(FunctionContext cx, Inst inst) {
    FunctionReport r = cx.report();
    switch (inst) {
      case Binary b -> binary(r, b);
      case Unary u -> {
        if (u.opcode() == Opcode.FNEG && !isFloat(u.operand().type())) {
          r.inst(u.id(), Messages.FNEG_TYPE, r.print(u));
        }
      }
      case Compare c -> compare(r, c);
      case Select s -> {
        if (!s.ifTrue().type().equals(s.ifFalse().type()) || !isSelectCondition(s)) {
          r.inst(s.id(), Messages.SELECT_OPERANDS, r.print(s));
        }
      }
      case CondBr br -> {
        if (!br.condition().type().isBool()) {
          r.inst(br.id(), Messages.BRANCH_CONDITION, r.print(br), r.value(br.condition()));
        }
      }
      case Ret ret -> ret(cx, ret);
      case Switch sw -> switchCases(r, sw);
      case Load l -> {
        if (!(l.pointer().type() instanceof Type.Ptr)) {
          r.inst(l.id(), Messages.LOAD_POINTER, r.print(l));
        }
      }
      case Store s -> {
        if (!(s.pointer().type() instanceof Type.Ptr)) {
          r.inst(s.id(), Messages.STORE_POINTER, r.print(s));
        }
      }
      case Call c -> CallRules.check(cx, c, c.site());
      case CallBr c -> CallRules.check(cx, c, c.site());
      // No rule of this family applies to these kinds (the parser checks casts as it reads them).
      case Cast c -> { }
      case Phi p -> { }
      case Freeze z -> { }
      case Alloca a -> { }
      case GetElementPtr g -> { }
      case AtomicRmw a -> { }
      case CmpXchg x -> { }
      case Fence fe -> { }
      case ExtractValue e -> { }
      case InsertValue v -> { }
      case ExtractElement e -> { }
      case InsertElement e -> { }
      case ShuffleVector s -> { }
      case Br b -> { }
      case Unreachable u -> { }
    }
  }

  private static void binary(FunctionReport r, Binary b) {
    Type t = b.lhs().type();
    if (!t.equals(b.rhs().type())) {
      r.inst(b.id(), Messages.BINARY_OPERANDS, r.print(b));
      return;
    }
    BinaryRule rule = switch (b.opcode()) {
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM -> BinaryRule.INT_ARITH;
      case FADD, FSUB, FMUL, FDIV, FREM -> BinaryRule.FP_ARITH;
      case AND, OR, XOR -> BinaryRule.LOGICAL;
      case SHL, LSHR, ASHR -> BinaryRule.SHIFT;
      // Not binary opcodes: the Binary record rejects them.
      case FNEG, ICMP, FCMP, TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOUI, FPTOSI, UITOFP, SITOFP,
          PTRTOINT, INTTOPTR, BITCAST, ADDRSPACECAST, SELECT, PHI, FREEZE, CALL, LOAD, STORE, ALLOCA,
          GETELEMENTPTR, ATOMICRMW, CMPXCHG, FENCE, EXTRACTVALUE, INSERTVALUE, EXTRACTELEMENT,
          INSERTELEMENT, SHUFFLEVECTOR, BR, SWITCH, RET, UNREACHABLE, CALLBR ->
          throw new IllegalArgumentException("not a binary opcode: " + b.opcode());
    };
    if (!(rule.floating() ? isFloat(t) : isInt(t))) {
      r.inst(b.id(), rule.kindError(), r.print(b));
    } else if (!b.type().equals(t)) {
      r.inst(b.id(), rule.resultError(), r.print(b));
    }
  }

  /** A family of binary opcodes: whether it takes floating point or integers, and its two messages. */
  private record BinaryRule(boolean floating, String kindError, String resultError) {
    static final BinaryRule INT_ARITH = new BinaryRule(false, Messages.INT_ARITH_TYPE, Messages.INT_ARITH_RESULT);
    static final BinaryRule FP_ARITH = new BinaryRule(true, Messages.FP_ARITH_TYPE, Messages.FP_ARITH_RESULT);
    static final BinaryRule LOGICAL = new BinaryRule(false, Messages.LOGICAL_TYPE, Messages.LOGICAL_RESULT);
    static final BinaryRule SHIFT = new BinaryRule(false, Messages.SHIFT_TYPE, Messages.SHIFT_RESULT);
  }

  private static void compare(FunctionReport r, Compare c) {
    Type t = c.lhs().type();
    boolean icmp = c.opcode() == Opcode.ICMP;
    if (!t.equals(c.rhs().type())) {
      r.inst(c.id(), icmp ? Messages.ICMP_SAME : Messages.FCMP_SAME, r.print(c));
    } else if (icmp ? !(isInt(t) || isPointer(t)) : !isFloat(t)) {
      r.inst(c.id(), icmp ? Messages.ICMP_TYPES : Messages.FCMP_TYPES, r.print(c));
    }
  }

  private static void ret(FunctionContext cx, Ret ret) {
    FunctionReport r = cx.report();
    Type expected = cx.function().header().returnType();
    if (expected.isVoid()) {
      if (ret.value().isPresent()) {
        r.inst(ret.id(), Messages.RET_NON_VOID, r.print(ret), expected.toString());
      }
    } else if (ret.value().isEmpty() || !ret.value().get().type().equals(expected)) {
      r.inst(ret.id(), Messages.RET_TYPE, r.print(ret), expected.toString());
    }
  }

  private static void switchCases(FunctionReport r, Switch sw) {
    Set<Long> seen = new HashSet<>();
    for (Switch.Case c : sw.cases()) {
      if (!c.value().type().equals(sw.value().type())) {
        r.inst(sw.id(), Messages.SWITCH_CASE_TYPE, r.print(sw));
        return;
      }
      if (!seen.add(c.value().value())) {
        r.inst(sw.id(), Messages.SWITCH_DUPLICATE, r.print(sw), r.typed(c.value()));
        return;
      }
    }
  }

  /** {@code i1}, or a vector of {@code i1} as long as the selected vectors. */
  private static boolean isSelectCondition(Select s) {
    Type c = s.condition().type();
    if (c.isBool()) {
      return true;
    }
    return c instanceof Type.Vector cv && cv.element().isBool()
        && s.ifTrue().type() instanceof Type.Vector tv && tv.length() == cv.length()
        && tv.scalable() == cv.scalable();
  }

  /** Integer or vector of integers. */
  static boolean isInt(Type t) {
    return t instanceof Type.Int || t instanceof Type.Vector v && v.element() instanceof Type.Int;
  }

  /** Floating point or vector of floating point. */
  static boolean isFloat(Type t) {
    return t instanceof Type.Float || t instanceof Type.Vector v && v.element() instanceof Type.Float;
  }

  /** Pointer or vector of pointers. */
  static boolean isPointer(Type t) {
    return t instanceof Type.Ptr || t instanceof Type.Vector v && v.element() instanceof Type.Ptr;
  }
}
