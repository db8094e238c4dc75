package dev.cvg.oracle.interp;

import java.util.Set;

/**
 * Tells target-independent LLVM intrinsics ({@code llvm.usub.sat}, {@code llvm.memcpy}) from
 * target-specific ones ({@code llvm.amdgcn.*}, {@code llvm.nvvm.*}): LLVM names the latter
 * {@code llvm.<target prefix>.*}, with the prefixes of its targets' intrinsic tables.
 *
 * <p>The oracle models a target-specific intrinsic it has no meaning for as the target model
 * describes it (divergence source, always uniform, convergent; an opaque value otherwise), but
 * never a target-independent one: those have one meaning that LLVM's passes rely on.
 */
final class TargetPrefixes {
  private TargetPrefixes() {}

  /** The target prefixes of LLVM 22's intrinsic tables ({@code TargetPrefix} in {@code Intrinsics*.td}). */
  private static final Set<String> PREFIXES = Set.of("aarch64", "amdgcn", "arm", "bpf", "dx", "hexagon",
      "loongarch", "mips", "nvvm", "ppc", "r600", "riscv", "s390", "spv", "ve", "wasm", "x86", "xcore");

  /** Returns whether {@code callee} (without {@code @}) is an {@code llvm.*} name without a target prefix. */
  static boolean isGenericIntrinsic(String callee) {
    String n = callee.startsWith("@") ? callee.substring(1) : callee;
    if (!n.startsWith("llvm.")) {
      return false;
    }
    int dot = n.indexOf('.', 5);
    return !PREFIXES.contains(dot < 0 ? n.substring(5) : n.substring(5, dot));
  }
}
