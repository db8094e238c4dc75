source_filename = "/tmp/cvg-fuzz-11254414129559504335/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c6 = icmp slt i32 0, 16
  %go6 = select i1 false, i1 false, i1 %c6
  br i1 %go6, label %bb9.preheader, label %bb10

bb7:
  ret void

bb9:
  %iv9 = phi i32 [ %iv9.next, %bb9 ], [ 0, %bb9.preheader ]
  %iv9.next = add nuw nsw i32 %iv9, 1
  %ivc9 = icmp sge i32 %iv9.next, %tid
  %go9 = select i1 false, i1 true, i1 %ivc9
  br i1 %go9, label %bb13, label %bb9

bb10:
  %first11 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %c11 = icmp slt i32 %first11, 20
  %go11 = select i1 false, i1 true, i1 %c11
  br i1 %go11, label %bb7, label %bb9.preheader

bb9.preheader:
  br label %bb9

bb13:
  br label %bb10
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
