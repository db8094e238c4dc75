; ModuleID = 'input.ll'
source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: write)
define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %ivc56 = icmp samesign ult i32 %tid, 2
  %c19 = icmp slt i32 %n, 2
  %c20 = icmp samesign ugt i32 %tid, 6
  %smax = tail call i32 @llvm.smax.i32(i32 %n, i32 1)
  br label %bb3

bb1:                                              ; preds = %bb4
  ret void

bb3:                                              ; preds = %bb4, %entry
  %k3 = phi i32 [ 0, %entry ], [ %k4, %bb4 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %k5.next4 = add i32 %k3, 1
  %tired55 = icmp sgt i32 %k5.next4, 63
  %go57 = select i1 %tired55, i1 true, i1 %ivc56
  br i1 %go57, label %bb4, label %bb19.preheader.lr.ph

bb19.preheader.lr.ph:                             ; preds = %bb3
  store i32 %tid, ptr addrspace(1) %out, align 4
  br label %bb19.preheader

bb4.loopexit9:                                    ; preds = %bb5.loopexit
  %k5.next = add nuw nsw i32 %k19, 2
  br label %bb4

bb4:                                              ; preds = %bb20, %bb4.loopexit9, %bb3
  %k4 = phi i32 [ %k5.next, %bb4.loopexit9 ], [ %k5.next4, %bb3 ], [ %k19.next, %bb20 ]
  %exitcond.not = icmp eq i32 %iv3.next, %smax
  br i1 %exitcond.not, label %bb1, label %bb3

bb5.loopexit:                                     ; preds = %bb19
  %iv5.next = add nuw nsw i32 %iv5.next8, 1
  %tired5 = icmp samesign ugt i32 %k19, 61
  %ivc5 = icmp samesign uge i32 %iv5.next, %tid
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb4.loopexit9, label %bb19.preheader

bb19.preheader:                                   ; preds = %bb19.preheader.lr.ph, %bb5.loopexit
  %iv5.next8 = phi i32 [ 1, %bb19.preheader.lr.ph ], [ %iv5.next, %bb5.loopexit ]
  br label %bb19

bb19:                                             ; preds = %bb19.preheader, %bb20
  %k19 = phi i32 [ %k19.next, %bb20 ], [ 0, %bb19.preheader ]
  %tired19 = icmp samesign ugt i32 %k19, 62
  %go19 = select i1 %tired19, i1 true, i1 %c19
  br i1 %go19, label %bb20, label %bb5.loopexit

bb20:                                             ; preds = %bb19
  %k19.next = add nuw nsw i32 %k19, 1
  %go20.not = select i1 %tired19, i1 true, i1 %c20
  br i1 %go20.not, label %bb4, label %bb19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
