source_filename = "inline-folded-branches-body-order.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  %v0_0 = xor i32 %u, %u
  %v0_1 = sub i32 %n, 5
  %v0_2 = and i32 %v0_0, 5
  %tid.i = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i = mul i32 %tid, 3
  %t1.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0.i = xor i32 %tid.i, 6
  %v0_1.i = mul i32 %tid, 3
  %v0_2.i = xor i32 %u.i, 6
  %addr0.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0.i = and i32 %tid.i, 2
  %v2_1.i = sub i32 %v0_0.i, 4
  %v2_2.i = add i32 %v2_1.i, %v2_1.i
  %addr2.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v2_2.i, ptr addrspace(1) %addr2.i, align 4
  %c2.i = icmp slt i32 %v2_2.i, 21
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v4_0.i = and i32 %u.i, 7
  %v4_1.i = and i32 %u.i, 6
  %v4_2.i = and i32 %tid.i, 3
  %addr4.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v4_2.i, ptr addrspace(1) %addr4.i, align 4
  call void @plain()
  %v3_0.i = xor i32 %tid.i, %tid
  %v3_1.i = add i32 %v4_2.i, 4
  %v3_2.i = mul i32 %v3_0.i, %v3_1.i
  %addr3.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v3_2.i, ptr addrspace(1) %addr3.i, align 4
  %k3.next.i = add i32 3, 1
  br label %bb5.i

bb5.i:
  %p5.i = phi i32 [ %v4_2.i, %entry ], [ %v5_1.i, %bb5.i ]
  %k5.i = phi i32 [ %k3.next.i, %entry ], [ %k5.next.i, %bb5.i ]
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %v5_0.i = add i32 %tid, 3
  %v5_1.i = and i32 %tid.i, 4
  %addr5.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v5_1.i, ptr addrspace(1) %addr5.i, align 4
  %k5.next.i = add i32 %k5.i, 1
  %tired5.i = icmp sge i32 %k5.next.i, 64
  %c5.i = icmp slt i32 %tid.i, 5
  %go5.i = select i1 %tired5.i, i1 true, i1 %c5.i
  br i1 %go5.i, label %callee1.exit, label %bb5.i

callee1.exit:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v1_0.i = and i32 %u.i, 1
  %v1_1.i = xor i32 %tid, %tid.i
  %v1_2.i = add i32 %u.i, %v1_0.i
  %addr1.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v1_2.i, ptr addrspace(1) %addr1.i, align 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %tid, 6
  %v0_1 = mul i32 %n, 3
  %v0_2 = xor i32 %u, 6
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v5_1, %bb5 ]
  %k1 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v1_0 = and i32 %u, 1
  %v1_1 = xor i32 %n, %tid
  %v1_2 = add i32 %u, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %tid, 2
  %v2_1 = sub i32 %p2, 4
  %v2_2 = add i32 %v2_1, %v2_1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_2, 21
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb4, label %bb4

bb3:
  %p3 = phi i32 [ %v4_2, %bb4 ]
  %k3 = phi i32 [ %k4.next, %bb4 ]
  call void @plain()
  %v3_0 = xor i32 %tid, %n
  %v3_1 = add i32 %p3, 4
  %v3_2 = mul i32 %v3_0, %v3_1
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ], [ %v2_1, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v4_0 = and i32 %u, 7
  %v4_1 = and i32 %u, 6
  %v4_2 = and i32 %tid, 3
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %v4_2, 11
  %go4 = select i1 %tired4, i1 false, i1 %c4
  br label %bb3

bb5:
  %p5 = phi i32 [ %p3, %bb3 ], [ %v5_1, %bb5 ]
  %k5 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v5_0 = add i32 %n, 3
  %v5_1 = and i32 %tid, 4
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %tid, 5
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br i1 %go5, label %bb1, label %bb5
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() #0

declare void @plain()

declare token @llvm.experimental.convergence.entry() #3

declare token @llvm.experimental.convergence.anchor() #3

declare token @llvm.experimental.convergence.loop() #3

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
