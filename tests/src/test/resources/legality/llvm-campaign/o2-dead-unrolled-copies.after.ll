; ModuleID = 'simplifycfg-thread-uncontrolled-cycle.ll'
source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write)
define void @src(ptr addrspace(1) writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp samesign ult i32 %tid, 2
  %0 = zext nneg i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %0
  br i1 %cond, label %pre.then, label %loop.latch.2

pre.then:                                         ; preds = %entry
  store i32 2, ptr addrspace(1) %p, align 4
  br label %loop.latch.2

loop.latch.2:                                     ; preds = %entry, %pre.then
  %r.2 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 256
  store i32 %r.2, ptr addrspace(1) %q, align 4
  ret void
}

; Function Attrs: convergent nofree norecurse nounwind memory(argmem: write)
define void @tgt(ptr addrspace(1) writeonly captures(none) %out) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp samesign ult i32 %tid, 2
  %0 = zext nneg i32 %tid to i64
  %p = getelementptr i32, ptr addrspace(1) %out, i64 %0
  %q = getelementptr i8, ptr addrspace(1) %p, i64 256
  br i1 %cond, label %pre.then, label %loop.latch

pre.then:                                         ; preds = %entry
  store i32 1, ptr addrspace(1) %p, align 4
  br label %loop.header

loop.header:                                      ; preds = %loop.latch, %pre.then
  %ctr.1 = phi i32 [ 0, %pre.then ], [ %i.next, %loop.latch ]
  br i1 %cond, label %loop.body, label %loop.latch

loop.body:                                        ; preds = %loop.header
  store i32 2, ptr addrspace(1) %p, align 4
  br label %loop.latch

loop.latch:                                       ; preds = %loop.body, %loop.header, %entry
  %ctr.0 = phi i32 [ %ctr.1, %loop.body ], [ %ctr.1, %loop.header ], [ 0, %entry ]
  %r = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %r, ptr addrspace(1) %q, align 4
  %i.next = add nuw nsw i32 %ctr.0, 1
  %more = icmp samesign ult i32 %ctr.0, 2
  br i1 %more, label %loop.header, label %exit

exit:                                             ; preds = %loop.latch
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

attributes #0 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { convergent nofree norecurse nounwind memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
