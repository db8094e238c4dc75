package dev.cvg.target;

/** The callee names every model knows: the spec's generic names, AMDGPU's and NVPTX's. */
final class KnownIntrinsics {
  private KnownIntrinsics() {}

  /** The convergence control intrinsics and the spec's generic names. */
  static final IntrinsicTable GENERIC = IntrinsicTable.builder()
      .add(Intrinsic.CONVERGENCE_ENTRY, "@llvm.experimental.convergence.entry")
      .add(Intrinsic.CONVERGENCE_ANCHOR, "@llvm.experimental.convergence.anchor")
      .add(Intrinsic.CONVERGENCE_LOOP, "@llvm.experimental.convergence.loop")
      .add(Intrinsic.BALLOT, "@subgroupBallot")
      .add(Intrinsic.REDUCE_ADD, "@subgroupAdd")
      .add(Intrinsic.BROADCAST_FIRST, "@subgroupBroadcastFirst", "@readfirstlane")
      .add(Intrinsic.SHUFFLE, "@subgroupShuffle")
      .add(Intrinsic.BARRIER, "@subgroupControlBarrier")
      .add(Intrinsic.TEXTURE_SAMPLE, "@textureSample")
      .add(Intrinsic.VOTE_ALL, "@subgroupAll")
      .add(Intrinsic.VOTE_ANY, "@subgroupAny")
      .add(Intrinsic.THREAD_ID_X, "@threadId", "@tid")
      .build();

  /** AMDGPU intrinsics used by the conformance corpus and the examples. */
  static final IntrinsicTable AMDGPU = IntrinsicTable.builder()
      .add(Intrinsic.THREAD_ID_X, "@llvm.amdgcn.workitem.id.x")
      .add(Intrinsic.THREAD_ID_Y, "@llvm.amdgcn.workitem.id.y")
      .add(Intrinsic.THREAD_ID_Z, "@llvm.amdgcn.workitem.id.z")
      .add(Intrinsic.WORKGROUP_ID, "@llvm.amdgcn.workgroup.id.x", "@llvm.amdgcn.workgroup.id.y",
          "@llvm.amdgcn.workgroup.id.z")
      .add(Intrinsic.BALLOT, "@llvm.amdgcn.ballot")
      .add(Intrinsic.BROADCAST_FIRST, "@llvm.amdgcn.readfirstlane")
      .add(Intrinsic.READ_LANE, "@llvm.amdgcn.readlane")
      .add(Intrinsic.BARRIER, "@llvm.amdgcn.s.barrier")
      .add(Intrinsic.REDUCE_UMAX, "@llvm.amdgcn.wave.reduce.umax")
      .add(Intrinsic.REDUCE_UMIN, "@llvm.amdgcn.wave.reduce.umin")
      .build();

  /** NVPTX special registers and intrinsics. */
  static final IntrinsicTable NVPTX = IntrinsicTable.builder()
      .add(Intrinsic.THREAD_ID_X, "@llvm.nvvm.read.ptx.sreg.tid.x")
      .add(Intrinsic.THREAD_ID_Y, "@llvm.nvvm.read.ptx.sreg.tid.y")
      .add(Intrinsic.THREAD_ID_Z, "@llvm.nvvm.read.ptx.sreg.tid.z")
      .add(Intrinsic.LANE_ID, "@llvm.nvvm.read.ptx.sreg.laneid")
      .add(Intrinsic.BARRIER, "@llvm.nvvm.barrier0", "@llvm.nvvm.barrier.cta.sync.aligned.all")
      .add(Intrinsic.REDUCE_UMAX, "@llvm.dx.wave.reduce.umax")
      .build();

  /** Everything above. */
  static final IntrinsicTable ALL =
      IntrinsicTable.builder().addAll(GENERIC).addAll(AMDGPU).addAll(NVPTX).build();
}
