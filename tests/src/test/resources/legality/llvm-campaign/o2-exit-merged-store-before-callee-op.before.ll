target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = mul i32 %n, %tid
  %v0_1 = and i32 %u, %n
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ], [ %n, %bb4 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  call void @plain()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = xor i32 %p1, %p1
  %v1_1 = xor i32 %p1, 4
  %v1_2 = add i32 %n, %v1_1
  %v1_3 = add i32 %v1_1, %tid
  %bc1 = icmp ult i32 %v1_2, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %v4_1, %bb4 ], [ %ballot6, %bb6 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ], [ %iv2.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = mul i32 %p2, %tid
  %v2_1 = add i32 %u, 6
  %v2_2 = and i32 %v2_0, %p2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2) [ "convergencectrl"(token %t3) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %tid, 2
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v3_0 = xor i32 %iv2, %tid
  %v3_1 = sub i32 %u, %iv2
  %v3_2 = mul i32 %p3, 4
  %v3_3 = mul i32 %u, 4
  %bc3 = icmp ult i32 %tid, 21
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t3) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 29
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb5

bb4:
  %p4 = phi i32 [ %p3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = and i32 %n, 5
  %v4_1 = add i32 %iv2, %tid
  %v4_2 = add i32 %tid, %v4_1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp slt i32 %iv2.next, %trip2
  %rested4 = xor i1 %tired4, true
  %go4 = select i1 %ivc4, i1 %rested4, i1 false
  br i1 %go4, label %bb2, label %bb1

bb5:
  %p5 = phi i32 [ %iv2, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  %v5_0 = xor i32 %n, %n
  %v5_1 = sub i32 %v5_0, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %iv2, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %v6_0 = xor i32 %n, 3
  %v6_1 = add i32 %iv2, 5
  %bc6 = icmp ult i32 %v6_0, 23
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, %u
  %v0_1 = xor i32 %v0_0, 2
  %v0_2 = sub i32 %v0_0, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_2, 25
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %v4_0, %bb4 ], [ %u, %bb5 ]
  %k1 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %tid, 2
  %v1_1 = add i32 %p1, %n
  %v1_2 = mul i32 %p1, %u
  %v1_3 = sub i32 %v1_1, %p1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %tid, %n
  %v2_1 = mul i32 %p2, %v2_0
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %u, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = xor i32 %u, 7
  %v3_1 = mul i32 %v3_0, 6
  %v3_2 = mul i32 %tid, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %n, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = and i32 %tid, 4
  %v4_1 = mul i32 %n, 2
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1

bb5:
  %p5 = phi i32 [ %tid, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_0 = add i32 %p5, 7
  %v5_1 = mul i32 %v5_0, 2
  %v5_2 = xor i32 %n, 6
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip5 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = mul i32 %u, 7
  %v0_1 = xor i32 %u, 4
  %v0_2 = sub i32 %tid, %v0_0
  %v0_3 = and i32 %tid, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %p1, 7
  %v1_1 = sub i32 %tid, %v1_0
  %v1_2 = add i32 %tid, 5
  %bc1 = icmp ult i32 %v1_1, 42
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %v4_2, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %iv2, %u
  %v2_1 = xor i32 %n, %v2_0
  %v2_2 = mul i32 %iv2, 2
  %v2_3 = and i32 %v2_2, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp slt i32 %iv2.next, %trip2
  %rested2 = xor i1 %tired2, true
  %go2 = select i1 %ivc2, i1 %rested2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %p2, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v3_0 = sub i32 %iv2, %tid
  %v3_1 = and i32 %iv2, %p3
  %v3_2 = sub i32 %p3, %u
  %v3_3 = and i32 %tid, %v3_2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %p6, %bb6 ]
  %k4 = phi i32 [ %k6.next, %bb6 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = add i32 %p4, %iv2
  %v4_1 = add i32 %tid, %p4
  %v4_2 = add i32 %p4, %u
  %v4_3 = sub i32 %v4_0, %u
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2

bb5:
  %p5 = phi i32 [ %iv2, %bb3 ], [ %iv5, %bb6 ]
  %k5 = phi i32 [ %k3.next, %bb3 ], [ %k6.next, %bb6 ]
  %iv5 = phi i32 [ 0, %bb3 ], [ %iv5.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = xor i32 %n, 5
  %v5_1 = xor i32 %v5_0, 7
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %v5_0, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v6_0 = xor i32 %n, %iv2
  %v6_1 = sub i32 %v6_0, %p6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp slt i32 %iv5.next, %trip5
  %rested6 = xor i1 %tired6, true
  %go6 = select i1 %ivc6, i1 %rested6, i1 false
  br i1 %go6, label %bb5, label %bb4
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
