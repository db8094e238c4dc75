source_filename = "/tmp/cvg-fuzz-17326989944227959349/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1 = add i32 %n, 4
  %v0_3 = xor i32 %v0_1, %n
  %u.i = mul i32 %n, 9
  %v0_3.i = and i32 %u, 5
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %v3_1.i = sub i32 %tid, %u.i
  %v3_2.i = mul i32 %u, %tid
  %v3_3.i = mul i32 %v3_2.i, %v3_1.i
  store i32 %v3_3.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %first2.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u.i) [ "convergencectrl"(token %t0) ]
  store i32 %first2.i, ptr addrspace(1) %addr0.i, align 4
  %c2.i = icmp slt i32 %v3_1.i, 24
  br i1 %c2.i, label %bb4.i, label %bb5.i

bb4.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc4.i = icmp ult i32 %u, 47
  %ballot4.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i) [ "convergencectrl"(token %t0) ]
  store i32 %ballot4.i, ptr addrspace(1) %addr0.i, align 4
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v6_1.i = xor i32 %tid, 7
  br label %callee0.exit

bb5.i:
  %first5.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u.i) [ "convergencectrl"(token %t0) ]
  br label %callee0.exit

callee0.exit:
  %storemerge.i = phi i32 [ %first5.i, %bb5.i ], [ %v6_1.i, %bb4.i ]
  store i32 %storemerge.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v0_3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2.i = xor i32 %n, 7
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  %1 = and i32 %n, -2
  %switch.i = icmp eq i32 %1, 4
  br i1 %switch.i, label %bb2.i, label %callee1.exit

bb2.i:
  %v3_3.i6 = and i32 %tid, 1
  %t2.i5 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i5) ]
  call void @op() [ "convergencectrl"(token %t2.i5) ]
  store i32 %v3_3.i6, ptr addrspace(1) %addr0.i, align 4
  br label %callee1.exit

callee1.exit:
  %v1_1 = add i32 %u, -3
  %t1.i3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i3) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v1_1, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_3 = and i32 %n, 5
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %v3_1 = sub i32 %tid, %u
  %v3_2 = mul i32 %n, %tid
  %v3_3 = mul i32 %v3_2, %v3_1
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  store i32 %first2, ptr addrspace(1) %addr0, align 4
  %c2 = icmp slt i32 %v3_1, 24
  br i1 %c2, label %bb4, label %bb5

bb1:
  %storemerge = phi i32 [ %first5, %bb5 ], [ %v6_1, %bb4 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %1 = xor i32 %n, -1
  %v1_3 = add i32 %v3_1, %1
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb4:
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc4 = icmp ult i32 %n, 47
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  store i32 %ballot4, ptr addrspace(1) %addr0, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v6_1 = xor i32 %tid, 7
  br label %bb1

bb5:
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  br label %bb1
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_2 = xor i32 %n, 7
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %1 = and i32 %n, -2
  %switch = icmp eq i32 %1, 4
  br i1 %switch, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %v2_1, %bb2 ], [ %n, %entry ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %p1, %n
  %v1_1 = add i32 %p1, 6
  %v1_2 = and i32 %v1_1, 4
  %v1_3 = add i32 %v1_2, %v1_0
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_1 = sub nuw nsw i32 6, %n
  %v3_3 = and i32 %tid, 1
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  br label %bb1
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
