target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 3
  %trip4 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %tid, 4
  %v0_1 = and i32 %tid, 5
  call void @callee1(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %p3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %p1, %tid
  %v1_1 = add i32 %p1, 2
  %v1_2 = sub i32 %v1_0, 6
  call void @callee0(ptr addrspace(1) %out, i32 %v1_1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = add i32 %n, 3
  %v2_1 = xor i32 %iv2, 7
  %v2_2 = sub i32 %p2, 3
  %v2_3 = sub i32 %v2_2, %v2_0
  call void @callee1(ptr addrspace(1) %out, i32 %iv2) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %iv4, %bb4 ]
  %k3 = phi i32 [ %k4.next, %bb4 ]
  %v3_0 = mul i32 %u, 6
  %v3_1 = sub i32 %v3_0, 1
  %v3_2 = xor i32 %v3_1, %tid
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %iv2, %bb2 ], [ %v6_0, %bb6 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %bb6 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = sub i32 %p4, %tid
  %v4_1 = mul i32 %iv2, 3
  %v4_2 = sub i32 %n, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv4.next, %trip4
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb3, label %bb5

bb5:
  %p5 = phi i32 [ %tid, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = xor i32 %iv4, %iv2
  %v5_1 = and i32 %iv4, %v5_0
  %v5_2 = and i32 %tid, 6
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %v5_2, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %v6_0 = sub i32 %iv2, 7
  %v6_1 = sub i32 %p6, %tid
  %v6_2 = sub i32 %iv4, 4
  %v6_3 = xor i32 %v6_0, %n
  %bc6 = icmp ult i32 %tid, 56
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb4
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %tid, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %u, 6
  %v0_1 = and i32 %v0_0, %v0_0
  %v0_2 = add i32 %n, %tid
  %v0_3 = xor i32 %v0_2, 5
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %ballot2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = add i32 %n, %n
  %v1_1 = sub i32 %n, %p1
  %v1_2 = mul i32 %v1_1, 3
  %v1_3 = and i32 %v1_0, %p1
  %bc1 = icmp ult i32 %p1, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v5_0, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %u, %iv2
  %v2_1 = add i32 %iv2, 7
  %v2_2 = sub i32 %iv2, 2
  %bc2 = icmp ult i32 %tid, 41
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %u, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v3_0 = and i32 %n, %iv2
  %v3_1 = mul i32 %v3_0, %tid
  %v3_2 = xor i32 %v3_0, %iv2
  %v3_3 = sub i32 %n, 5
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %p3, %bb3 ], [ %n, %bb5 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %p4, 2
  %v4_1 = and i32 %tid, 7
  %v4_2 = and i32 %iv4, %tid
  %bc4 = icmp ult i32 %p4, 35
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t2) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %sw4 = select i1 %tired4, i32 0, i32 %v4_0
  switch i32 %sw4, label %bb6 [
    i32 1, label %bb7
    i32 2, label %bb6
    i32 3, label %bb7
  ]

bb5:
  %p5 = phi i32 [ %u, %bb6 ], [ %iv4, %bb8 ]
  %k5 = phi i32 [ %k6.next, %bb6 ], [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v5_0 = mul i32 %iv4, 5
  %v5_1 = sub i32 %iv4, %p5
  %v5_2 = mul i32 %tid, 4
  %v5_3 = add i32 %tid, 3
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2, label %bb4

bb6:
  %p6 = phi i32 [ %p4, %bb4 ], [ %p4, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ], [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_0 = and i32 %iv4, 6
  %v6_1 = and i32 %iv4, 4
  %v6_2 = and i32 %iv4, 2
  %v6_3 = sub i32 %v6_2, %iv4
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_0) [ "convergencectrl"(token %t2) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5

bb7:
  %p7 = phi i32 [ %u, %bb4 ], [ %u, %bb4 ]
  %k7 = phi i32 [ %k4.next, %bb4 ], [ %k4.next, %bb4 ]
  %v7_0 = sub i32 %iv2, %u
  %v7_1 = and i32 %tid, %u
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_1, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb8

bb8:
  %p8 = phi i32 [ %tid, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v8_0 = sub i32 %iv4, %p8
  %v8_1 = xor i32 %v8_0, 7
  %v8_2 = and i32 %iv4, 4
  %bc8 = icmp ult i32 %iv4, 6
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t2) ]
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb5
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %tid, 15
  %trip2 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %u, 6
  %v0_1 = sub i32 %v0_0, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %v4_2, %bb4 ]
  %k1 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v1_0 = mul i32 %tid, %tid
  %v1_1 = add i32 %n, %v1_0
  %bc1 = icmp ult i32 %p1, 60
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %p2, %bb2 ], [ %u, %bb3 ]
  %k2 = phi i32 [ %k2.next, %bb2 ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ %iv2.next, %bb2 ], [ 0, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = and i32 %iv2, %iv2
  %v2_1 = xor i32 %tid, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb5, label %bb2

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = sub i32 %tid, 5
  %v3_1 = xor i32 %n, 1
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2

bb4:
  %p4 = phi i32 [ %v4_1, %bb4 ], [ %u, %bb5 ]
  %k4 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ %iv4.next, %bb4 ], [ 0, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = xor i32 %tid, 7
  %v4_1 = sub i32 %n, %tid
  %v4_2 = sub i32 %v4_1, %n
  %v4_3 = mul i32 %v4_1, 7
  %bc4 = icmp ult i32 %tid, 22
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t2) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv4.next, %trip4
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb4

bb5:
  %p5 = phi i32 [ %v2_1, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = sub i32 %p5, 4
  %v5_1 = xor i32 %tid, 7
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
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
