source_filename = "/tmp/cvg-fuzz-7498074777362867854/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v1_3.i = and i32 %n, 5
  store i32 %v1_3.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = mul i32 %u, %n
  %v1_2 = and i32 %v1_1, 5
  %v1_3 = xor i32 %v1_2, 6
  store i32 %v1_3, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %v2_1 = mul i32 %n, -2
  %v3_1 = and i32 %v2_1, %u
  %c3 = icmp slt i32 %v2_1, 25
  %t3.peel = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  store i32 %u, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  store i32 %v3_1, ptr addrspace(1) %addr0, align 4
  br i1 %c3, label %bb2, label %bb1

bb1:
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t2) ]
  %1 = and i32 %first1, 5
  store i32 %1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v3_1, ptr addrspace(1) %addr0, align 4
  %t3.1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.1) ]
  call void @op() [ "convergencectrl"(token %t3.1) ]
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3.1) ]
  store i32 %v3_1, ptr addrspace(1) %addr0, align 4
  br label %bb1
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #3

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.anchor() #4

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
