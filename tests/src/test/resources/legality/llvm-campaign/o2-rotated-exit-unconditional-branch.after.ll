source_filename = "/tmp/cvg-fuzz-12653590854827714333/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %trip2 = and i32 %n, 15
  %ivc21 = icmp samesign ult i32 %trip2, 2
  br i1 %ivc21, label %bb1, label %bb3.lr.ph

bb3.lr.ph:
  %u = mul i32 %n, 3
  %c3 = icmp slt i32 %u, 24
  br label %bb3

bb1.loopexit:
  %v2_2 = and i32 %iv2.next3, 7
  %0 = add nsw i32 %v2_2, -5
  br label %bb1

bb1:
  %v2_2.lcssa = phi i32 [ -5, %entry ], [ %0, %bb1.loopexit ]
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %1 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %1
  store i32 %v2_2.lcssa, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %iv2.next3 = phi i32 [ 1, %bb3.lr.ph ], [ %iv2.next, %bb3 ]
  %k22 = phi i32 [ 1, %bb3.lr.ph ], [ %k2.be, %bb3 ]
  %k3.next = add i32 %k22, 2
  %tired3 = icmp sgt i32 %k3.next, 63
  %go3 = or i1 %tired3, %c3
  %k2.be.v = select i1 %go3, i32 3, i32 4
  %k2.be = add i32 %k22, %k2.be.v
  %iv2.next = add nuw nsw i32 %iv2.next3, 1
  %tired2 = icmp sgt i32 %k2.be, 62
  %ivc2 = icmp samesign uge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1.loopexit, label %bb3
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v0_1 = xor i32 %n, %tid
  %first0 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_1)
  %0 = and i32 %first0, 4
  %1 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %1
  store i32 %0, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
