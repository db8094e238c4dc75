package dev.cvg.target;

import java.util.List;

/**
 * The LLVM intrinsics that LLVM itself defines as {@code convergent} ({@code IntrConvergent} in
 * {@code IntrinsicsAMDGPU.td}, {@code IntrinsicsNVVM.td}, {@code IntrinsicsDirectX.td},
 * {@code IntrinsicsSPIRV.td}), by name prefix. LLVM gives an intrinsic the attributes of its own
 * definition whatever its declaration says, so a module declaring one without {@code convergent}
 * still calls a convergent operation (and {@code opt} prints the attribute back).
 */
final class ConvergentIntrinsics {
  private static final List<String> PREFIXES = List.of(
      "@llvm.amdgcn.s.barrier", "@llvm.amdgcn.ds.swizzle", "@llvm.amdgcn.ds.permute", "@llvm.amdgcn.ds.bpermute",
      "@llvm.amdgcn.mov.dpp", "@llvm.amdgcn.update.dpp", "@llvm.amdgcn.permlane", "@llvm.amdgcn.readlane",
      "@llvm.amdgcn.readfirstlane", "@llvm.amdgcn.writelane", "@llvm.amdgcn.ballot", "@llvm.amdgcn.inverse.ballot",
      "@llvm.amdgcn.icmp", "@llvm.amdgcn.fcmp", "@llvm.amdgcn.wave.reduce.", "@llvm.amdgcn.wqm",
      "@llvm.amdgcn.softwqm", "@llvm.amdgcn.strict.wwm", "@llvm.amdgcn.strict.wqm", "@llvm.amdgcn.wwm",
      "@llvm.amdgcn.set.inactive", "@llvm.amdgcn.ds.gws.", "@llvm.amdgcn.wmma.", "@llvm.amdgcn.mfma.",
      "@llvm.nvvm.barrier", "@llvm.nvvm.bar.", "@llvm.nvvm.shfl.", "@llvm.nvvm.vote.", "@llvm.nvvm.match.",
      "@llvm.nvvm.redux.sync.", "@llvm.nvvm.activemask", "@llvm.nvvm.wmma.", "@llvm.nvvm.mma.",
      "@llvm.dx.wave.", "@llvm.dx.group.memory.barrier.with.group.sync", "@llvm.spv.wave.",
      "@llvm.spv.group.memory.barrier.with.group.sync");

  private ConvergentIntrinsics() {}

  /** Returns whether {@code callee} (with {@code @}) is an LLVM intrinsic LLVM defines as convergent. */
  static boolean contains(String callee) {
    for (String p : PREFIXES) {
      if (callee.startsWith(p)) {
        return true;
      }
    }
    return false;
  }
}
