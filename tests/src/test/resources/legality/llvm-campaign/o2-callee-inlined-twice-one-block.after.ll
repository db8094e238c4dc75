source_filename = "/tmp/cvg-fuzz-14519515581665554121/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr3.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %tid, ptr addrspace(1) %addr3.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 0, ptr addrspace(1) %addr3.i, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr3 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %n, ptr addrspace(1) %addr3, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare void @op() local_unnamed_addr #1

declare token @llvm.experimental.convergence.entry() #3

declare token @llvm.experimental.convergence.anchor() #3

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
