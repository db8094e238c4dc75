source_filename = "o2-inlined-callee-under-merged-anchor.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_3 = shl i32 %n, 2
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %1 = shl i32 %n, 1
  %v5_0 = xor i32 %1, 4
  %bc0.i2 = icmp ult i32 %v5_0, 4
  %ballot0.i3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0.i2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot0.i3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %n, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %bc0 = icmp samesign ult i32 %tid, 31
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #2 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %bc0 = icmp ult i32 %n, 4
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = add i32 %n, 5
  %bc3 = icmp ult i32 %v3_0, 16
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

declare i32 @llvm.amdgcn.ballot.i32(i1) #4

declare void @op() local_unnamed_addr #2

declare token @llvm.experimental.convergence.entry() #5

declare token @llvm.experimental.convergence.anchor() #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nofree norecurse nounwind willreturn memory(argmem: write) "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "uniform-work-group-size"="false" }
attributes #2 = { convergent "uniform-work-group-size"="false" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
