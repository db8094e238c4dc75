package dev.cvg.oracle.interp;

import java.util.Optional;

/**
 * The oracle's own callee-name table for thread-local calls that the target model does not
 * give an {@link dev.cvg.target.Intrinsic} meaning and that are not {@link PureIntrinsic}s
 * (AMDGPU lane-count helpers, the spec's {@code getSubgroupLocalInvocationId}, markers without
 * effect), plus the fallback meaning of unknown declared functions that are not
 * {@code llvm.*} intrinsics.
 *
 * <p>Lane numbering: the thread group is one subgroup, so a thread's lane is its thread id.
 */
final class Builtins {
  private Builtins() {}

  /** The thread id. */
  static final int TID = 0;
  /** Constant zero (workgroup id, thread id along y/z). */
  static final int ZERO = 1;
  /** {@code llvm.amdgcn.mbcnt.lo(mask, acc)}: set bits of the mask's low word below the lane, plus acc. */
  static final int MBCNT_LO = 2;
  /** {@code llvm.amdgcn.mbcnt.hi(mask, acc)}: the same for the high word. */
  static final int MBCNT_HI = 3;
  /** An unknown function: a deterministic mix of the callee, the arguments and the thread. */
  static final int EXTERNAL = 4;
  /**
   * No effect and no meaningful result ({@code llvm.lifetime.*}, debug info, scope declarations):
   * markers for the optimizer that change nothing the oracle observes.
   */
  static final int NOTHING = 5;

  /** Returns the builtin kind of {@code callee} (name with {@code @}), if the table has one. */
  static Optional<Integer> lookup(String callee) {
    String n = callee.startsWith("@") ? callee.substring(1) : callee;
    if (n.equals("getSubgroupLocalInvocationId") || n.equals("llvm.amdgcn.lane.id")) {
      return Optional.of(TID);
    }
    if (n.startsWith("llvm.lifetime.") || n.startsWith("llvm.dbg.") || n.equals("llvm.sideeffect")
        || n.equals("llvm.experimental.noalias.scope.decl") || n.equals("llvm.donothing")
        || n.startsWith("llvm.invariant.end.") || n.startsWith("llvm.var.annotation.")
        || n.equals("llvm.pseudoprobe")) {
      return Optional.of(NOTHING);
    }
    String base = stripOverload(n);
    return switch (base) {
      case "llvm.amdgcn.mbcnt.lo" -> Optional.of(MBCNT_LO);
      case "llvm.amdgcn.mbcnt.hi" -> Optional.of(MBCNT_HI);
      default -> Optional.empty();
    };
  }

  /** Drops a trailing type suffix such as {@code .i32} or {@code .v4i32}. */
  private static String stripOverload(String n) {
    int dot = n.lastIndexOf('.');
    if (dot > 0 && n.substring(dot + 1).matches("(v\\d+)?i\\d+|p\\d+|f\\d+")) {
      return n.substring(0, dot);
    }
    return n;
  }

  /**
   * Returns builtin {@code kind} of width {@code w} for thread {@code tid} on the argument
   * values {@code x, y} (canonical); {@code salt} and {@code mix} serve {@link #EXTERNAL}.
   */
  static long apply(int kind, long x, long y, int w, int tid, long mix) {
    return switch (kind) {
      case TID -> IntOps.norm(tid, w);
      case ZERO, NOTHING -> 0;
      case MBCNT_LO -> IntOps.norm(Long.bitCount(IntOps.zext(x, 32) & below(Math.min(tid, 32))) + y, w);
      case MBCNT_HI -> IntOps.norm(Long.bitCount(IntOps.zext(x, 32) & below(Math.max(0, Math.min(tid - 32, 32)))) + y, w);
      case EXTERNAL -> IntOps.norm(mix, w);
      default -> throw new IllegalStateException("builtin " + kind);
    };
  }

  private static long below(int lane) {
    return lane >= 64 ? -1L : (1L << lane) - 1;
  }

  /** Returns a 64-bit mix of {@code h} and {@code v} (SplitMix64 finaliser). */
  static long mix(long h, long v) {
    long z = h ^ (v + 0x9E3779B97F4A7C15L);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** Executes the builtin or external call at {@code pc} for thread {@code tid}. */
  static void execute(int tid, Code code, int pc, long[] r, byte[] u) {
    Plans.BuiltinPlan p = (Plans.BuiltinPlan) code.aux[pc];
    int[] args = p.args();
    long x = args.length > 0 && args[0] >= 0 ? r[args[0]] : 0;
    long y = args.length > 1 && args[1] >= 0 ? r[args[1]] : 0;
    byte fl = 0;
    long mix = p.salt();
    for (int s : args) {
      if (s >= 0) {
        fl |= u[s];
        mix = mix(mix, r[s]);
      }
    }
    if (!p.threadIndependent()) {
      mix = mix(mix, tid);
    }
    int d = code.dst[pc];
    if (d >= 0) {
      r[d] = apply(p.kind(), x, y, code.w[pc], tid, mix);
      // Thread ids are always defined; everything else is as defined as its arguments.
      u[d] = p.kind() == TID || p.kind() == ZERO ? 0 : fl;
    }
  }
}
