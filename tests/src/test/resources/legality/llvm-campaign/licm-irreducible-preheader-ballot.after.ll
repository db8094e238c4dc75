source_filename = "/tmp/cvg-fuzz-15756559119067115292/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 0, label %bb3 [
    i32 1, label %bb2
  ]

bb1:
  ret void

bb2:
  br label %bb25

bb3:
  br label %bb24.preheader

bb24.preheader:
  %c26 = icmp slt i32 %tid, 30
  br label %bb24

bb24:
  %k24 = phi i32 [ %k29, %bb29 ], [ 0, %bb24.preheader ]
  %k26.next = add i32 %k24, 1
  %tired26 = icmp sge i32 %k26.next, 64
  %go26 = select i1 %tired26, i1 true, i1 %c26
  br i1 %go26, label %bb28, label %bb29

bb25:
  br i1 false, label %bb24.preheader, label %bb1

bb28:
  %ballot30 = call i32 @llvm.amdgcn.ballot.i32(i1 false)
  br label %bb25

bb29:
  %k29 = phi i32 [ %k26.next, %bb24 ]
  br label %bb24
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
