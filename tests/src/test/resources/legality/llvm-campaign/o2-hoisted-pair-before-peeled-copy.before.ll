target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %u, 4
  %v0_1 = sub i32 %u, %n
  %v0_2 = and i32 %v0_1, 2
  %v0_3 = sub i32 %n, %u
  %bc0 = icmp ult i32 %v0_3, 12
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 19
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb2

bb1:
  %p1 = phi i32 [ %v2_3, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = xor i32 %tid, 2
  %v1_1 = xor i32 %v1_0, %u
  %v1_2 = and i32 %v1_1, %n
  %v1_3 = xor i32 %u, %tid
  %bc1 = icmp ult i32 %v1_1, 16
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %ballot0, %entry ], [ %ballot0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  %v2_0 = and i32 %p2, 6
  %v2_1 = add i32 %p2, 4
  %v2_2 = and i32 %n, %tid
  %v2_3 = and i32 %v2_0, 2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %tid, %tid
  %v0_1 = add i32 %tid, 3
  %v0_2 = xor i32 %v0_0, %tid
  %v0_3 = and i32 %v0_2, %u
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %v5_1, %bb5 ]
  %k1 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %v1_0 = and i32 %n, %p1
  %v1_1 = and i32 %p1, 3
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_0) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %p3, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  %v2_0 = xor i32 %u, %tid
  %v2_1 = mul i32 %v2_0, %p2
  %v2_2 = and i32 %n, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb5

bb3:
  %p3 = phi i32 [ %first0, %entry ], [ %tid, %bb4 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = sub i32 %u, %p3
  %v3_1 = xor i32 %tid, 5
  %v3_2 = xor i32 %p3, %n
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv3.next, %trip3
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb2, label %bb4

bb4:
  %p4 = phi i32 [ %v3_1, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = xor i32 %n, 7
  %v4_1 = add i32 %n, %u
  %v4_2 = sub i32 %p4, 1
  %v4_3 = xor i32 %v4_2, %p4
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %u, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = xor i32 %tid, %u
  %v5_1 = add i32 %p5, 5
  %v5_2 = xor i32 %p5, 4
  %v5_3 = mul i32 %tid, %v5_2
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = xor i32 %u, %u
  %v0_1 = add i32 %n, %u
  %v0_2 = add i32 %v0_0, %n
  %v0_3 = mul i32 %tid, 3
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_1, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = and i32 %u, %p1
  %v1_1 = add i32 %tid, %u
  %v1_2 = sub i32 %v1_1, 5
  %v1_3 = add i32 %u, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %p3, %bb3 ], [ %p5, %bb5 ], [ %v7_1, %bb7 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k5.next, %bb5 ], [ %k7.next, %bb7 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %tid, 2
  %v2_1 = xor i32 %u, %p2
  %v2_2 = xor i32 %n, 3
  %v2_3 = xor i32 %u, %n
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_1) [ "convergencectrl"(token %t2) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 11
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v3_0 = sub i32 %n, %p3
  %v3_1 = and i32 %n, %p3
  %bc3 = icmp ult i32 %p3, 49
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %ballot3, 11
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb2

bb4:
  %p4 = phi i32 [ %tid, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = sub i32 %p4, %n
  %v4_1 = mul i32 %tid, %tid
  %v4_2 = add i32 %n, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb7

bb5:
  %p5 = phi i32 [ %v6_3, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v5_0 = sub i32 %p5, 1
  %v5_1 = mul i32 %p5, %u
  %v5_2 = xor i32 %n, 6
  %v5_3 = mul i32 %tid, 7
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_3) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb2

bb6:
  %p6 = phi i32 [ %tid, %bb7 ]
  %k6 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_0 = mul i32 %p6, 6
  %v6_1 = add i32 %n, %u
  %v6_2 = sub i32 %v6_1, 7
  %v6_3 = sub i32 %v6_1, %tid
  %bc6 = icmp ult i32 %v6_2, 44
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t2) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5

bb7:
  %p7 = phi i32 [ %tid, %bb4 ]
  %k7 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v7_0 = and i32 %u, %n
  %v7_1 = mul i32 %u, %u
  %v7_2 = and i32 %tid, 5
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %p7, 20
  %go7 = select i1 %tired7, i1 true, i1 %c7
  br i1 %go7, label %bb2, label %bb6
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
