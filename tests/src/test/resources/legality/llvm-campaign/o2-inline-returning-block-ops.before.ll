target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %tid, 5
  %v0_1 = add i32 %tid, %v0_0
  %v0_2 = mul i32 %n, %v0_0
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_1, 20
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %p4, %bb4 ], [ %v5_3, %bb5 ], [ %v5_3, %bb5 ], [ %v6_1, %bb6 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ], [ %k5.next, %bb5 ], [ %k5.next, %bb5 ], [ %k6.next, %bb6 ]
  %v1_0 = mul i32 %n, %p1
  %v1_1 = sub i32 %u, 2
  %v1_2 = add i32 %n, %p1
  %v1_3 = add i32 %n, %n
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %p2, %p2
  %v2_1 = sub i32 %n, 6
  %v2_2 = xor i32 %tid, %u
  %v2_3 = mul i32 %v2_0, 6
  %bc2 = icmp ult i32 %v2_0, 38
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_2, 29
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb3, label %bb4

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = sub i32 %p3, 4
  %v3_1 = add i32 %tid, %u
  %v3_2 = sub i32 %u, 5
  %v3_3 = mul i32 %v3_1, %tid
  %bc3 = icmp ult i32 %tid, 15
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 13
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb5, label %bb6

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  call void @plain()
  %v4_0 = mul i32 %p4, 1
  %v4_1 = add i32 %u, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1

bb5:
  %p5 = phi i32 [ %n, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v5_0 = and i32 %n, 1
  %v5_1 = mul i32 %p5, %tid
  %v5_2 = add i32 %n, %u
  %v5_3 = xor i32 %tid, %v5_0
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %v5_0, 2
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br i1 %go5, label %bb1, label %bb1

bb6:
  %p6 = phi i32 [ %v3_3, %bb3 ]
  %k6 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v6_0 = add i32 %p6, %tid
  %v6_1 = xor i32 %tid, %tid
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip7 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %tid, 1
  %v0_1 = and i32 %n, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 21
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb3, label %bb4

bb1:
  %p1 = phi i32 [ %tid, %bb8 ]
  %k1 = phi i32 [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %p1, %tid
  %v1_1 = add i32 %tid, 3
  %v1_2 = xor i32 %p1, %p1
  %v1_3 = sub i32 %tid, 6
  %bc1 = icmp ult i32 %v1_2, 17
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v4_1, %bb4 ], [ %p6, %bb6 ]
  %k2 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %v2_0 = add i32 %p2, 3
  %v2_1 = mul i32 %tid, 2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb7

bb3:
  %p3 = phi i32 [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = mul i32 %tid, 5
  %v3_1 = xor i32 %tid, 6
  %bc3 = icmp ult i32 %u, 27
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %v0_1, %entry ]
  %k4 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v4_0 = add i32 %tid, 7
  %v4_1 = xor i32 %p4, 5
  %v4_2 = add i32 %u, 7
  %bc4 = icmp ult i32 %tid, 24
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2

bb5:
  %p5 = phi i32 [ %tid, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  %v5_0 = and i32 %n, %p5
  %v5_1 = xor i32 %p5, 1
  %v5_2 = xor i32 %v5_1, %p5
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %p5, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v6_0 = xor i32 %u, 5
  %v6_1 = and i32 %p6, %p6
  %v6_2 = xor i32 %v6_0, %v6_0
  %bc6 = icmp ult i32 %u, 63
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t0) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb2

bb7:
  %p7 = phi i32 [ %u, %bb2 ], [ %p8, %bb8 ]
  %k7 = phi i32 [ %k2.next, %bb2 ], [ %k8.next, %bb8 ]
  %iv7 = phi i32 [ 0, %bb2 ], [ %iv7.next, %bb8 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %iv7.next = add nuw nsw i32 %iv7, 1
  %v7_0 = sub i32 %n, %u
  %v7_1 = mul i32 %p7, %n
  %v7_2 = sub i32 %v7_1, 7
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb8

bb8:
  %p8 = phi i32 [ %p7, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  %v8_0 = mul i32 %tid, %p8
  %v8_1 = add i32 %n, 1
  %v8_2 = sub i32 %u, 6
  %v8_3 = mul i32 %v8_2, %tid
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_3, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %ivc8 = icmp slt i32 %iv7.next, %trip7
  %rested8 = xor i1 %tired8, true
  %go8 = select i1 %ivc8, i1 %rested8, i1 false
  br i1 %go8, label %bb7, label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %tid, %u
  %v0_1 = and i32 %u, %n
  %v0_2 = sub i32 %tid, 4
  %v0_3 = mul i32 %v0_0, 7
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %first0, 3
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %v3_0, %bb3 ], [ %v4_0, %bb4 ]
  %k1 = phi i32 [ %k3.next, %bb3 ], [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %p1, 5
  %v1_1 = sub i32 %v1_0, %n
  %v1_2 = add i32 %p1, %v1_0
  %v1_3 = mul i32 %tid, %v1_0
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v2_0 = mul i32 %n, 4
  %v2_1 = xor i32 %v2_0, 5
  %v2_2 = and i32 %u, %n
  %v2_3 = xor i32 %p2, %u
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %u, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = xor i32 %p3, %u
  %v3_1 = and i32 %tid, 4
  %v3_2 = sub i32 %n, 1
  %v3_3 = and i32 %tid, %u
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_1) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1

bb4:
  %p4 = phi i32 [ %v2_0, %bb2 ], [ %v6_1, %bb6 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %bb6 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb6 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = xor i32 %iv4, 2
  %v4_1 = add i32 %n, 3
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv4.next, %trip4
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb5

bb5:
  %p5 = phi i32 [ %iv4, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v5_0 = mul i32 %u, %p5
  %v5_1 = mul i32 %tid, 1
  %bc5 = icmp ult i32 %u, 63
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %v5_1, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v6_0 = and i32 %p6, 6
  %v6_1 = add i32 %n, %p6
  %v6_2 = xor i32 %v6_0, %p6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb4
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
