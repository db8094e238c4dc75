; ModuleID = 'anchor-inlined-twice.before.ll'
source_filename = "anchor-inlined-twice.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) initializes((0, 4)) %out) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %ballot2.i = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2.i, ptr addrspace(1) %out, align 4
  %umax = tail call i32 @llvm.umax.i32(i32 %tid, i32 1)
  br label %bb2

bb1:                                              ; preds = %bb2
  ret void

bb2:                                              ; preds = %bb2, %entry
  %i = phi i32 [ 0, %entry ], [ %i.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t1.i1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i1) ]
  %ballot2.i2 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t1) ]
  store i32 %ballot2.i2, ptr addrspace(1) %out, align 4
  %i.next = add nuw nsw i32 %i, 1
  %exitcond.not = icmp eq i32 %i.next, %umax
  br i1 %exitcond.not, label %bb1, label %bb2
}

; Function Attrs: convergent
define void @callee0(ptr addrspace(1) writeonly captures(none) initializes((0, 4)) %out) local_unnamed_addr #1 {
entry:
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %out, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #3

; Function Attrs: convergent
declare void @op() local_unnamed_addr #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #4

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
