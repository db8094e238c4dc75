; ModuleID = 'input.ll'
source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %bb9

bb9:                                              ; preds = %bb10, %entry
  %k9 = phi i32 [ 0, %entry ], [ %k10, %bb10 ]
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %c9 = icmp slt i32 %n, 27
  %go9 = select i1 %tired9, i1 false, i1 %c9
  br i1 %go9, label %bb10, label %bb13

bb10:                                             ; preds = %bb9
  %k10 = phi i32 [ %k9.next, %bb9 ]
  %first5.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  br label %bb9

bb13:                                             ; preds = %bb9
  %first5.i1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

; Function Attrs: convergent
define void @callee0(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  br label %bb2

bb1:                                              ; preds = %bb2
  ret void

bb2:                                              ; preds = %bb2, %entry
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %ivc3 = icmp sge i32 0, %n
  %go3 = select i1 false, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2
}

; Function Attrs: convergent
define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
