package dev.cvg.target;

import static dev.cvg.target.CallUniformity.ALWAYS_UNIFORM;
import static dev.cvg.target.CallUniformity.DEFAULT;
import static dev.cvg.target.CallUniformity.SOURCE;
import static dev.cvg.target.CallUniformity.UNIFORM_IF_SOURCE_OPERAND_UNIFORM;

/**
 * The AMDGPU intrinsics whose uniformity is not the default, after LLVM's
 * {@code AMDGPUSearchableTables.td} ({@code SourcesOfDivergence} and the always-uniform table)
 * as observed with {@code opt-22} and, for {@link TargetRules#UPSTREAM}, the newer upstream
 * tests. Written from the tables' meaning, not copied: families are keyed by their common
 * dotted prefix.
 */
final class AmdgpuIntrinsics {
  private static final String P = "@llvm.amdgcn.";

  private AmdgpuIntrinsics() {}

  /** Returns the table for {@code rules}. */
  static DivergenceTable table(TargetRules rules) {
    DivergenceTable.Builder b = DivergenceTable.builder()
        // Per-lane identities and counters.
        .add(SOURCE, P, "workitem.id.x", "workitem.id.y", "workitem.id.z", "mbcnt.lo", "mbcnt.hi",
            "ps.live", "live.mask", "wqm.helper", "inverse.ballot")
        // Interpolation reads per-lane attributes.
        .add(SOURCE, P, "interp.mov", "interp.p1", "interp.p2", "interp.p1.f16", "interp.p2.f16",
            "interp.inreg.p10", "interp.inreg.p2", "interp.inreg.p10.f16", "interp.inreg.p2.f16",
            "lds.direct.load", "lds.param.load")
        // Atomics: each lane sees the memory left by the lanes before it.
        .add(SOURCE, P, "atomic.inc", "atomic.dec", "ds.fadd", "ds.fmin", "ds.fmax",
            "ds.ordered.add", "ds.ordered.swap", "global.atomic", "flat.atomic",
            "buffer.atomic", "raw.buffer.atomic", "struct.buffer.atomic",
            "raw.ptr.buffer.atomic", "struct.ptr.buffer.atomic", "image.atomic")
        // Cross-lane data movement and per-lane writes.
        .add(SOURCE, P, "ds.swizzle", "permlane16", "permlanex16",
            "permlane16.var", "permlanex16.var", "mov.dpp", "mov.dpp8", "update.dpp", "writelane")
        // Matrix operations distribute their result over the lanes.
        .add(SOURCE, P, "mfma", "smfmac", "wmma", "swmmac", "global.load.tr")
        // Structured control-flow pseudo intrinsics: the i1 part is per lane.
        .add(SOURCE, P, "if", "else", "loop")
        // Ray tracing and shader work creation results are per lane.
        .add(SOURCE, P, "rts.ray.save", "rts.read.packet.info", "rts.read.prim.info",
            "rts.read.result.all.stop", "rts.read.result.ongoing", "rts.read.vertex",
            "rts.read.vertex.coords", "rts.update.ray", "swc.reorder", "swc.reorder.swap",
            "swc.reorder.swap.resume")
        // Downstream waterfall loops: the end of the loop yields each lane's value again.
        .add(SOURCE, P, "waterfall.end")
        // Scalar results: one value for the whole wave.
        .add(ALWAYS_UNIFORM, P, "readfirstlane", "readlane", "icmp", "fcmp", "ballot", "if.break",
            "waterfall.begin", "waterfall.readfirstlane")
        .add(DEFAULT, P, "workgroup.id.x", "workgroup.id.y", "workgroup.id.z",
            "cluster.workgroup.id.x", "cluster.workgroup.id.y", "cluster.workgroup.id.z",
            "cluster.workgroup.max.id.x", "cluster.workgroup.max.id.y",
            "cluster.workgroup.max.id.z", "cluster.workgroup.max.flat.id");
    if (rules == TargetRules.LLVM_22) {
      b.add(SOURCE, P, "s.mov.from.global", "s.swap.to.global");
    } else {
      b.add(ALWAYS_UNIFORM, P, "s.mov.from.global", "s.swap.to.global")
          .add(UNIFORM_IF_SOURCE_OPERAND_UNIFORM, P, "permlane16", "permlanex16");
    }
    return b.build();
  }
}
