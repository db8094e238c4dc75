; expectation: LLVM 22 (opt-22 output, stored in use-list-order.ll.uniformity)
; LLVM 22 quirk: which branch opt-22 analyses first follows its use lists, where the forward references of a value (here %k20's users %k4 and %k5) are in text order. Analysed in that order, bb23's exit is recorded before the cycle around it is assumed divergent, and %k23's use in %k22 is listed as temporally divergent. Reduced from UniformityDifferentialTest seed 12649081.
target triple = "amdgcn--"

define amdgpu_kernel void @kernel() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %bb2

bb2:
  %k2 = phi i32 [ 0, %entry ], [ %k4, %bb4 ]
  %tired3 = icmp sge i32 %k2, 20
  %sw3 = select i1 %tired3, i32 0, i32 0
  switch i32 %sw3, label %bb5 [
    i32 4, label %bb6
  ]

bb4:
  %k4 = phi i32 [ %k20, %bb20 ]
  br label %bb2

bb5:
  %k5 = phi i32 [ %k2, %bb2 ], [ %k20, %bb20 ]
  br label %bb6

bb6:
  %k6 = phi i32 [ %k2, %bb2 ], [ %k5, %bb5 ]
  br label %bb21

bb20:
  %k20 = phi i32 [ %k22, %bb22 ]
  br i1 false, label %bb5, label %bb4

bb21:
  %k21 = phi i32 [ %k6, %bb6 ], [ %k22, %bb22 ]
  br label %bb23

bb22:
  %k22 = phi i32 [ %k23, %bb23 ]
  %c22 = icmp slt i32 %tid, 17
  %go22 = select i1 false, i1 true, i1 %c22
  br i1 %go22, label %bb20, label %bb21

bb23:
  %k23 = phi i32 [ %k21, %bb21 ], [ %k23, %bb23 ]
  %tired23 = icmp sge i32 %k23, 20
  br i1 %tired23, label %bb22, label %bb23
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nounwind readnone speculatable }
