target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %u, 7
  %v0_1 = add i32 %tid, 2
  %v0_2 = xor i32 %v0_0, %v0_1
  call void @callee0(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %p5, %bb5 ]
  %k1 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = add i32 %u, 6
  %v1_1 = and i32 %v1_0, 5
  %v1_2 = sub i32 %v1_0, %p1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %tid, 7
  %v2_1 = and i32 %tid, %v2_0
  %v2_2 = xor i32 %tid, 2
  %v2_3 = mul i32 %p2, %p2
  %bc2 = icmp ult i32 %v2_2, 57
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = add i32 %p3, %n
  %v3_1 = mul i32 %u, 4
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2

bb4:
  %p4 = phi i32 [ %v2_0, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = add i32 %tid, 1
  %v4_1 = sub i32 %v4_0, 6
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %v4_1, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = add i32 %tid, %p5
  %v5_1 = and i32 %u, 2
  %v5_2 = add i32 %u, %tid
  %v5_3 = sub i32 %v5_2, %v5_1
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = add i32 %n, %u
  %v0_1 = sub i32 %v0_0, 1
  %v0_2 = add i32 %v0_0, %v0_1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %v8_0, %bb8 ], [ %p10, %bb10 ]
  %k1 = phi i32 [ %k8.next, %bb8 ], [ %k10.next, %bb10 ]
  %v1_0 = and i32 %p1, %n
  %v1_1 = sub i32 %tid, %u
  %v1_2 = xor i32 %n, %tid
  %bc1 = icmp ult i32 %tid, 30
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %p4, %bb4 ]
  %k2 = phi i32 [ %k4.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %u, %u
  %v2_1 = xor i32 %u, 2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb10

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = xor i32 %n, %tid
  %v3_1 = sub i32 %v3_0, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %tid, %bb5 ]
  %k4 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = sub i32 %p4, 6
  %v4_1 = and i32 %u, 3
  %v4_2 = xor i32 %n, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2

bb5:
  %p5 = phi i32 [ %u, %bb3 ], [ %v9_2, %bb9 ]
  %k5 = phi i32 [ %k3.next, %bb3 ], [ %k9.next, %bb9 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v5_0 = mul i32 %n, %p5
  %v5_1 = xor i32 %n, %tid
  %v5_2 = sub i32 %v5_1, 1
  %v5_3 = add i32 %n, %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %v5_1, 26
  %go5 = select i1 %tired5, i1 false, i1 %c5
  br i1 %go5, label %bb4, label %bb6

bb6:
  %p6 = phi i32 [ %n, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %v6_0 = mul i32 %n, 5
  %v6_1 = add i32 %v6_0, 7
  %v6_2 = and i32 %u, 6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb8

bb7:
  %p7 = phi i32 [ %p8, %bb8 ]
  %k7 = phi i32 [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v7_0 = and i32 %tid, 2
  %v7_1 = add i32 %v7_0, %u
  %v7_2 = add i32 %n, %n
  %v7_3 = xor i32 %tid, 4
  %bc7 = icmp ult i32 %v7_2, 43
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t2) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %u, %bb6 ]
  %k8 = phi i32 [ %k6.next, %bb6 ]
  %v8_0 = and i32 %n, 1
  %v8_1 = xor i32 %v8_0, %v8_0
  %v8_2 = add i32 %u, 1
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_2, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %c8 = icmp slt i32 %u, 3
  %go8 = select i1 %tired8, i1 true, i1 %c8
  br i1 %go8, label %bb1, label %bb7

bb9:
  %p9 = phi i32 [ %v7_0, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v9_0 = sub i32 %p9, 3
  %v9_1 = add i32 %u, 2
  %v9_2 = add i32 %u, 3
  %v9_3 = sub i32 %v9_1, 6
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb5

bb10:
  %p10 = phi i32 [ %tid, %bb2 ]
  %k10 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v10_0 = and i32 %u, 4
  %v10_1 = mul i32 %u, 6
  %v10_2 = xor i32 %p10, 2
  %first10 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first10, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %trip4 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %n, %u
  %v0_1 = and i32 %n, 4
  %v0_2 = add i32 %u, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %p3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %n, %n
  %v1_1 = and i32 %tid, 4
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %p3, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %u, 5
  %v2_1 = mul i32 %iv2, 5
  %bc2 = icmp ult i32 %n, 12
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t2) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %iv4, %bb5 ]
  %k3 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %v3_0 = xor i32 %p3, 6
  %v3_1 = add i32 %iv2, %u
  %v3_2 = and i32 %tid, 4
  %v3_3 = xor i32 %v3_0, 4
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ], [ %u, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = xor i32 %iv2, %iv4
  %v4_1 = sub i32 %iv2, %iv4
  %v4_2 = mul i32 %tid, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %iv2, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %v5_0 = mul i32 %p5, 7
  %v5_1 = xor i32 %tid, %iv4
  %v5_2 = xor i32 %iv4, 1
  %v5_3 = sub i32 %iv2, 7
  %bc5 = icmp ult i32 %v5_3, 51
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t3) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb3, label %bb4
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

declare void @op() convergent

declare void @plain()

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

declare token @llvm.experimental.convergence.loop()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
