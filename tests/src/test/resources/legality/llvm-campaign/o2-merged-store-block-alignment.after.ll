source_filename = "/tmp/cvg-fuzz-12224300266406951239/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_0 = xor i32 %u, 1
  %u.i = mul i32 %v0_0, 3
  %bc0.i = icmp ult i32 %u.i, 50
  %ballot0.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0.i) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0.i, ptr addrspace(1) %addr0.i, align 4
  %c0.i = icmp slt i32 %u.i, 31
  %.pre = add nuw nsw i32 %tid, 2
  br i1 %c0.i, label %bb2.i, label %bb3.i

bb2.i:
  tail call void @plain()
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %ballot4.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0.i) [ "convergencectrl"(token %t0) ]
  br label %callee0.exit

bb3.i:
  %bc3.i = icmp ult i32 %v0_0, 53
  %ballot3.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i) [ "convergencectrl"(token %t0) ]
  store i32 %ballot3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %.pre, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v9_2.i = add nsw i32 %tid, -4
  store i32 %v9_2.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %first11.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0) [ "convergencectrl"(token %t0) ]
  br label %callee0.exit

callee0.exit:
  %storemerge.i = phi i32 [ %ballot4.i, %bb2.i ], [ %first11.i, %bb3.i ]
  store i32 %storemerge.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  store i32 %n, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  store i32 -2, ptr addrspace(1) %addr0.i, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %.pre, %tid
  %v2_1 = add nsw i32 %v2_0, -2
  store i32 %v2_1, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %bc0 = icmp ult i32 %u, 50
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %u, 31
  br i1 %c0, label %bb2, label %bb3

bb1:
  %storemerge = phi i32 [ %first11, %bb3 ], [ %ballot4, %bb2 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %v1_1 = xor i32 %u, 4
  %bc1 = icmp ult i32 %v1_1, 61
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  tail call void @plain()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  br label %bb1

bb3:
  %bc3 = icmp ult i32 %n, 53
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_2 = add nuw nsw i32 %tid, 2
  store i32 %v7_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v9_2 = add nsw i32 %tid, -4
  store i32 %v9_2, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %first11 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  br label %bb1
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
