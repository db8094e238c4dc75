package dev.cvg.oracle.interp;

/**
 * The interpreter's dense opcodes: one small int per compiled instruction, dispatched by a
 * single {@code switch} in {@link ThreadRunner}. Sub-kinds (which binary operation, which
 * predicate) live in {@link Code#sub}.
 */
final class Op {
  private Op() {}

  /** No effect (phis, whose moves happen on the incoming edge; {@code llvm.assume}; fences). */
  static final int NOP = 0;
  /** Integer binary operation {@code sub} on {@code a, b}; {@code c} holds nsw/nuw/exact bits. */
  static final int BIN = 1;
  /** Floating-point binary operation. */
  static final int FBIN = 2;
  /** Floating-point negation. */
  static final int FNEG = 3;
  /** Integer or pointer comparison with predicate {@code sub}; {@code c} is 1 for {@code samesign}. */
  static final int ICMP = 4;
  /** Floating-point comparison with predicate {@code sub} of operands of width {@code c}. */
  static final int FCMP = 5;
  /** Copy {@code a}, re-normalised to width {@code w} (trunc, sext, bitcast, ptr casts). */
  static final int NORM = 6;
  /** Zero-extend {@code a} from width {@code c} (result width {@code w}). */
  static final int ZEXT = 7;
  /** Conversion between floating point and integers, kind {@code sub}. */
  static final int FCAST = 8;
  /** {@code a ? b : c}. */
  static final int SELECT = 9;
  /** Undefined {@code a} becomes a defined 0; defined values pass through. */
  static final int FREEZE = 10;
  /** Plain copy of {@code a}. */
  static final int COPY = 11;
  /** Load {@code c} bytes from pointer {@code a}, kind {@code sub}. */
  static final int LOAD = 12;
  /** Store value {@code a} ({@code c} bytes, kind {@code sub}) to pointer {@code b}. */
  static final int STORE = 13;
  /** Allocate {@code c} bytes times count {@code b} (-1: one) of per-thread memory. */
  static final int ALLOCA = 14;
  /** Address arithmetic, plan in {@link Code#aux}. */
  static final int GEP = 15;
  /** Atomic read-modify-write {@code sub} of {@code c} bytes at {@code a} with {@code b}. */
  static final int ATOMICRMW = 16;
  /**
   * Compare-and-exchange at {@code a}: expected {@code b}, replacement slot in {@code sub}, byte
   * size in aux; the old value goes to {@code dst}, the success flag to slot {@code c}.
   */
  static final int CMPXCHG = 17;
  /** Unconditional branch along edge {@code a}. */
  static final int BR = 20;
  /** Conditional branch on {@code a} along edge {@code b} (true) or {@code c} (false). */
  static final int CONDBR = 21;
  /** Multi-way branch on {@code a}, table in aux. */
  static final int SWITCH = 22;
  /** Return {@code a} (-1: void). */
  static final int RET = 23;
  /** Reaching {@code unreachable} is undefined behaviour. */
  static final int UNREACHABLE = 24;
  /** Call of a function defined in the module (an inlined invocation). */
  static final int CALL = 25;
  /** A convergent operation computed over its converged group. */
  static final int GROUP = 26;
  /** {@code llvm.experimental.convergence.entry}. */
  static final int TOKEN_ENTRY = 27;
  /** {@code llvm.experimental.convergence.anchor}. */
  static final int TOKEN_ANCHOR = 28;
  /** {@code llvm.experimental.convergence.loop} with token operand {@code a}, heart number {@code c}. */
  static final int TOKEN_LOOP = 29;
  /** Thread-local builtin (thread id, lane id, ctpop, …), kind {@code sub}. */
  static final int BUILTIN = 30;
  /** A call of a declared function the oracle knows nothing about. */
  static final int EXTERNAL = 31;
  /** An instruction the oracle cannot execute; executing it ends the run with UNKNOWN. */
  static final int UNSUPPORTED = 32;
  /**
   * A {@link PureIntrinsic} call, kind {@code sub} (plan in aux); {@code c} is the operand width,
   * {@code w} the result width.
   */
  static final int PURE = 33;
}
