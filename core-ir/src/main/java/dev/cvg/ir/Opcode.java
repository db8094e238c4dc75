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
  /** {@code add}. */
  ADD(Family.BINARY),
  /** {@code sub}. */
  SUB(Family.BINARY),
  /** {@code mul}. */
  MUL(Family.BINARY),
  /** {@code udiv}. */
  UDIV(Family.BINARY),
  /** {@code sdiv}. */
  SDIV(Family.BINARY),
  /** {@code urem}. */
  UREM(Family.BINARY),
  /** {@code srem}. */
  SREM(Family.BINARY),
  /** {@code shl}. */
  SHL(Family.BINARY),
  /** {@code lshr}. */
  LSHR(Family.BINARY),
  /** {@code ashr}. */
  ASHR(Family.BINARY),
  /** {@code and}. */
  AND(Family.BINARY),
  /** {@code or}. */
  OR(Family.BINARY),
  /** {@code xor}. */
  XOR(Family.BINARY),
  /** {@code fadd}. */
  FADD(Family.BINARY),
  /** {@code fsub}. */
  FSUB(Family.BINARY),
  /** {@code fmul}. */
  FMUL(Family.BINARY),
  /** {@code fdiv}. */
  FDIV(Family.BINARY),
  /** {@code frem}. */
  FREM(Family.BINARY),
  /** {@code fneg}. */
  FNEG(Family.UNARY),
  /** {@code icmp}. */
  ICMP(Family.COMPARE),
  /** {@code fcmp}. */
  FCMP(Family.COMPARE),
  /** {@code trunc}. */
  TRUNC(Family.CAST),
  /** {@code zext}. */
  ZEXT(Family.CAST),
  /** {@code sext}. */
  SEXT(Family.CAST),
  /** {@code fptrunc}. */
  FPTRUNC(Family.CAST),
  /** {@code fpext}. */
  FPEXT(Family.CAST),
  /** {@code fptoui}. */
  FPTOUI(Family.CAST),
  /** {@code fptosi}. */
  FPTOSI(Family.CAST),
  /** {@code uitofp}. */
  UITOFP(Family.CAST),
  /** {@code sitofp}. */
  SITOFP(Family.CAST),
  /** {@code ptrtoint}. */
  PTRTOINT(Family.CAST),
  /** {@code inttoptr}. */
  INTTOPTR(Family.CAST),
  /** {@code bitcast}. */
  BITCAST(Family.CAST),
  /** {@code addrspacecast}. */
  ADDRSPACECAST(Family.CAST),
  /** {@code select}. */
  SELECT(Family.OTHER),
  /** {@code phi}. */
  PHI(Family.OTHER),
  /** {@code freeze}. */
  FREEZE(Family.OTHER),
  /** {@code call}. */
  CALL(Family.OTHER),
  /** {@code load}. */
  LOAD(Family.MEMORY),
  /** {@code store}. */
  STORE(Family.MEMORY),
  /** {@code alloca}. */
  ALLOCA(Family.MEMORY),
  /** {@code getelementptr}. */
  GETELEMENTPTR(Family.MEMORY),
  /** {@code atomicrmw}. */
  ATOMICRMW(Family.MEMORY),
  /** {@code cmpxchg}. */
  CMPXCHG(Family.MEMORY),
  /** {@code fence}. */
  FENCE(Family.MEMORY),
  /** {@code extractvalue}. */
  EXTRACTVALUE(Family.AGGREGATE),
  /** {@code insertvalue}. */
  INSERTVALUE(Family.AGGREGATE),
  /** {@code extractelement}. */
  EXTRACTELEMENT(Family.AGGREGATE),
  /** {@code insertelement}. */
  INSERTELEMENT(Family.AGGREGATE),
  /** {@code shufflevector}. */
  SHUFFLEVECTOR(Family.AGGREGATE),
  /** {@code br}. */
  BR(Family.TERMINATOR),
  /** {@code switch}. */
  SWITCH(Family.TERMINATOR),
  /** {@code ret}. */
  RET(Family.TERMINATOR),
  /** {@code unreachable}. */
  UNREACHABLE(Family.TERMINATOR),
  /** {@code callbr}. */
  CALLBR(Family.TERMINATOR);

  /** The record family an opcode belongs to. */
  public enum Family {
    /** {@link Binary}. */
    BINARY,
    /** {@link Unary}. */
    UNARY,
    /** {@link Compare}. */
    COMPARE,
    /** {@link Cast}. */
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

  /**
   * Returns the LLVM mnemonic, e.g. {@code add}, {@code getelementptr}.
   *
   * @return the mnemonic
   */
  public String mnemonic() {
    return name().toLowerCase();
  }

  /**
   * Returns the record family.
   *
   * @return the family
   */
  public Family family() {
    return family;
  }

  /**
   * Returns whether the instruction ends a block.
   *
   * @return whether this is a terminator
   */
  public boolean isTerminator() {
    return family == Family.TERMINATOR;
  }

  /**
   * Returns whether the instruction may write memory, trap on its own, or otherwise cannot be
   * removed when its result is unused (calls are decided per callee, not here).
   *
   * @return whether the instruction must be kept even when its result is unused
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

  /**
   * Returns whether this is an integer division or remainder (undefined on zero divisors).
   *
   * @return whether this is {@code udiv}, {@code sdiv}, {@code urem} or {@code srem}
   */
  public boolean isDivision() {
    return this == UDIV || this == SDIV || this == UREM || this == SREM;
  }

  /**
   * Returns the opcode spelled {@code mnemonic}, if any.
   *
   * @param mnemonic the mnemonic as LLVM writes it
   * @return the opcode, or empty
   */
  public static Optional<Opcode> ofMnemonic(String mnemonic) {
    return Optional.ofNullable(BY_MNEMONIC.get(mnemonic));
  }
}
