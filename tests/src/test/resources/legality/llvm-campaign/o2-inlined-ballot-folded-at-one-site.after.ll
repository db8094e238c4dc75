source_filename = "/tmp/cvg-fuzz-2020723806208028437/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc0.i = icmp eq i32 %tid, 0
  %ballot0.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0.i) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  store i32 7, ptr addrspace(1) %addr0.i, align 4
  %c0 = icmp samesign ult i32 %tid, 2
  br i1 %c0, label %common.ret, label %bb2

common.ret:
  ret void

bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_1 = mul nuw nsw i32 %tid, %tid
  %v2_2 = and i32 %n, %v2_1
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  store i32 %v2_2, ptr addrspace(1) %addr0.i, align 4
  br label %common.ret
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc0 = icmp eq i32 %tid, 0
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  ret void
}

define void @callee1(ptr addrspace(1) readnone captures(none) %out, i32 %n) local_unnamed_addr #2 {
entry:
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

declare i32 @llvm.amdgcn.ballot.i32(i1) #4

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #5

declare token @llvm.experimental.convergence.anchor() #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
