package dev.cvg.ir;

import java.util.Arrays;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Every instruction mnemonic cvg models, with the family record that carries it and its
 * static properties.
 */
public enum Opcode {
  ADD(Family.BINARY), SUB(Family.BINARY), MUL(Family.BINARY), UDIV(Family.BINARY),
  SDIV(Family.BINARY), UREM(Family.BINARY), SREM(Family.BINARY), SHL(Family.BINARY),
  LSHR(Family.BINARY), ASHR(Family.BINARY), AND(Family.BINARY), OR(Family.BINARY),
  XOR(Family.BINARY), FADD(Family.BINARY), FSUB(Family.BINARY), FMUL(Family.BINARY),
  FDIV(Family.BINARY), FREM(Family.BINARY),
  FNEG(Family.UNARY),
  ICMP(Family.COMPARE), FCMP(Family.COMPARE),
  TRUNC(Family.CAST), ZEXT(Family.CAST), SEXT(Family.CAST), FPTRUNC(Family.CAST),
  FPEXT(Family.CAST), FPTOUI(Family.CAST), FPTOSI(Family.CAST), UITOFP(Family.CAST),
  SITOFP(Family.CAST), PTRTOINT(Family.CAST), INTTOPTR(Family.CAST), BITCAST(Family.CAST),
  ADDRSPACECAST(Family.CAST),
  SELECT(Family.OTHER), PHI(Family.OTHER), FREEZE(Family.OTHER),
  CALL(Family.OTHER),
  LOAD(Family.MEMORY), STORE(Family.MEMORY), ALLOCA(Family.MEMORY),
  GETELEMENTPTR(Family.MEMORY), ATOMICRMW(Family.MEMORY), CMPXCHG(Family.MEMORY),
  FENCE(Family.MEMORY),
  EXTRACTVALUE(Family.AGGREGATE), INSERTVALUE(Family.AGGREGATE),
  EXTRACTELEMENT(Family.AGGREGATE), INSERTELEMENT(Family.AGGREGATE),
  SHUFFLEVECTOR(Family.AGGREGATE),
  BR(Family.TERMINATOR), SWITCH(Family.TERMINATOR), RET(Family.TERMINATOR),
  UNREACHABLE(Family.TERMINATOR), CALLBR(Family.TERMINATOR);

  /** The record family an opcode belongs to. */
  public enum Family {
    /** {@link Inst.Binary}. */
    BINARY,
    /** {@link Inst.Unary}. */
    UNARY,
    /** {@link Inst.Compare}. */
    COMPARE,
    /** {@link Inst.Cast}. */
    CAST,
    /** Loads, stores, allocas, address arithmetic, atomics. */
    MEMORY,
    /** Aggregate and vector element access. */
    AGGREGATE,
    /** Block terminators. */
    TERMINATOR,
    /** Everything else (phi, select, call, freeze). */
    OTHER
  }

  private static final Map<String, Opcode> BY_MNEMONIC =
      Arrays.stream(values()).collect(Collectors.toUnmodifiableMap(Opcode::mnemonic, Function.identity()));

  private final Family family;

  Opcode(Family family) {
    this.family = family;
  }

  /** Returns the LLVM mnemonic, e.g. {@code add}, {@code getelementptr}. */
  public String mnemonic() {
    return name().toLowerCase();
  }

  /** Returns the record family. */
  public Family family() {
    return family;
  }

  /** Returns whether the instruction ends a block. */
  public boolean isTerminator() {
    return family == Family.TERMINATOR;
  }

  /**
   * Returns whether the instruction may write memory, trap on its own, or otherwise cannot be
   * removed when its result is unused (calls are decided per callee, not here).
   */
  public boolean mayHaveSideEffects() {
    return switch (this) {
      case STORE, ATOMICRMW, CMPXCHG, FENCE, CALL, CALLBR -> true;
      case BR, SWITCH, RET, UNREACHABLE -> true;
      case ADD, SUB, MUL, UDIV, SDIV, UREM, SREM, SHL, LSHR, ASHR, AND, OR, XOR, FADD, FSUB, FMUL,
          FDIV, FREM, FNEG, ICMP, FCMP, TRUNC, ZEXT, SEXT, FPTRUNC, FPEXT, FPTOUI, FPTOSI, UITOFP,
          SITOFP, PTRTOINT, INTTOPTR, BITCAST, ADDRSPACECAST, SELECT, PHI, FREEZE, LOAD, ALLOCA,
          GETELEMENTPTR, EXTRACTVALUE, INSERTVALUE, EXTRACTELEMENT, INSERTELEMENT,
          SHUFFLEVECTOR -> false;
    };
  }

  /** Returns whether this is an integer division or remainder (undefined on zero divisors). */
  public boolean isDivision() {
    return this == UDIV || this == SDIV || this == UREM || this == SREM;
  }

  /** Returns the opcode spelled {@code mnemonic}, if any. */
  public static Optional<Opcode> ofMnemonic(String mnemonic) {
    return Optional.ofNullable(BY_MNEMONIC.get(mnemonic));
  }
}
