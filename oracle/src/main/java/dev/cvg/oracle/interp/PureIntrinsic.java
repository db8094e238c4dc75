package dev.cvg.oracle.interp;

import java.util.Optional;

/**
 * The target-independent LLVM intrinsics whose exact meaning the oracle knows: pure functions
 * of their scalar arguments (LLVM LangRef, "Standard C/C++ Library Intrinsics", "Bit
 * Manipulation Intrinsics", "Arithmetic with Saturation Intrinsics", "General Intrinsics"),
 * plus {@code llvm.assume}, which has no result but makes a false condition undefined behaviour.
 * Integer kinds work at every width 1..64 of the canonical representation ({@link IntOps});
 * floating-point kinds on {@code float} and {@code double} ({@link FloatOps}).
 *
 * <p>Names are matched without their overload suffix ({@code llvm.usub.sat.i32} is
 * {@link #USUB_SAT}); vector overloads never reach this table's evaluation, because the oracle
 * holds no vectors (the call or its arguments compile to UNSUPPORTED).
 */
enum PureIntrinsic {
  UADD_SAT("llvm.uadd.sat", 2),
  SADD_SAT("llvm.sadd.sat", 2),
  USUB_SAT("llvm.usub.sat", 2),
  SSUB_SAT("llvm.ssub.sat", 2),
  USHL_SAT("llvm.ushl.sat", 2),
  SSHL_SAT("llvm.sshl.sat", 2),
  FSHL("llvm.fshl", 3),
  FSHR("llvm.fshr", 3),
  BSWAP("llvm.bswap", 1),
  BITREVERSE("llvm.bitreverse", 1),
  CTPOP("llvm.ctpop", 1),
  /** Second argument: {@code is_zero_poison}. */
  CTLZ("llvm.ctlz", 2),
  /** Second argument: {@code is_zero_poison}. */
  CTTZ("llvm.cttz", 2),
  /** Second argument: {@code is_int_min_poison}. */
  ABS("llvm.abs", 2),
  UMIN("llvm.umin", 2),
  UMAX("llvm.umax", 2),
  SMIN("llvm.smin", 2),
  SMAX("llvm.smax", 2),
  UCMP("llvm.ucmp", 2),
  SCMP("llvm.scmp", 2),
  /** {@code llvm.expect(v, expected)}: returns {@code v}. */
  EXPECT("llvm.expect", 2),
  /** {@code llvm.expect.with.probability(v, expected, p)}: returns {@code v}. */
  EXPECT_WITH_PROBABILITY("llvm.expect.with.probability", 3),
  /** No result; undefined behaviour unless the condition is a defined true. */
  ASSUME("llvm.assume", 1),
  FABS("llvm.fabs", 1),
  COPYSIGN("llvm.copysign", 2),
  MINNUM("llvm.minnum", 2),
  MAXNUM("llvm.maxnum", 2),
  MINIMUM("llvm.minimum", 2),
  MAXIMUM("llvm.maximum", 2),
  FMA("llvm.fma", 3),
  /** Evaluated fused, like {@link #FMA} (LLVM lets the implementation choose). */
  FMULADD("llvm.fmuladd", 3),
  SQRT("llvm.sqrt", 1),
  FLOOR("llvm.floor", 1),
  CEIL("llvm.ceil", 1),
  TRUNC("llvm.trunc", 1),
  RINT("llvm.rint", 1),
  NEARBYINT("llvm.nearbyint", 1),
  ROUND("llvm.round", 1),
  ROUNDEVEN("llvm.roundeven", 1),
  /** Float to integer, saturating; NaN gives 0. */
  FPTOSI_SAT("llvm.fptosi.sat", 1),
  /** Float to integer, saturating; NaN gives 0. */
  FPTOUI_SAT("llvm.fptoui.sat", 1);

  private final String llvmName;
  private final int arity;

  PureIntrinsic(String llvmName, int arity) {
    this.llvmName = llvmName;
    this.arity = arity;
  }

  /** Returns the intrinsic's name without overload suffix, e.g. {@code llvm.usub.sat}. */
  String llvmName() {
    return llvmName;
  }

  /** Returns the number of arguments a call passes. */
  int arity() {
    return arity;
  }

  /**
   * Returns whether the operands are floating point ({@link FloatIntrinsics}); the conversions
   * {@link #FPTOSI_SAT}, {@link #FPTOUI_SAT} count as floating point (their operand is).
   */
  boolean isFloat() {
    return ordinal() >= FABS.ordinal();
  }

  /**
   * Returns the intrinsic called {@code callee} (with or without {@code @}), if it is in the
   * table: the name with its overload suffixes ({@code .i32}, {@code .f32.i64}) removed.
   */
  static Optional<PureIntrinsic> of(String callee) {
    String n = callee.startsWith("@") ? callee.substring(1) : callee;
    for (PureIntrinsic k : values()) {
      if (n.equals(k.llvmName) || n.startsWith(k.llvmName + ".") && isSuffix(n.substring(k.llvmName.length()))) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /** Returns whether {@code s} is a sequence of overload type suffixes such as {@code .i32.f64}. */
  private static boolean isSuffix(String s) {
    return s.matches("(\\.(v\\d+|nxv\\d+)?(i\\d+|f\\d+|bf16|p\\d+))+");
  }
}
