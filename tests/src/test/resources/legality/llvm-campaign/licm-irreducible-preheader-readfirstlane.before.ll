; cvg fuzz --opt=licm --size small --tokens none, seed 196 (finding 001, reduced); after.ll is opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=licm
target triple = "amdgcn--"

define amdgpu_kernel void @kernel() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c6 = icmp slt i32 0, 16
  %go6 = select i1 false, i1 false, i1 %c6
  br i1 %go6, label %bb9, label %bb10

bb7:
  ret void

bb9:
  %iv9 = phi i32 [ 0, %entry ], [ %iv9.next, %bb9 ], [ 0, %bb10 ]
  %iv9.next = add nuw nsw i32 %iv9, 1
  %ivc9 = icmp sge i32 %iv9.next, %tid
  %go9 = select i1 false, i1 true, i1 %ivc9
  br i1 %go9, label %bb13, label %bb9

bb10:
  %first11 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %c11 = icmp slt i32 %first11, 20
  %go11 = select i1 false, i1 true, i1 %c11
  br i1 %go11, label %bb7, label %bb9

bb13:
  br label %bb10
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
