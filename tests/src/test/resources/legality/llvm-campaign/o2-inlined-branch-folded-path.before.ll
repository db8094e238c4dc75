target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = sub i32 %tid, 2
  %v0_1 = and i32 %u, 4
  %v0_2 = add i32 %v0_0, 6
  %v0_3 = add i32 %n, 4
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %v0_0
  switch i32 %sw0, label %bb1 [
    i32 1, label %bb2
    i32 2, label %bb2
    i32 3, label %bb1
    i32 4, label %bb1
  ]

bb1:
  %p1 = phi i32 [ %v0_3, %entry ], [ %v0_3, %entry ], [ %v0_3, %entry ], [ %n, %bb4 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %v1_0 = and i32 %p1, %p1
  %v1_1 = mul i32 %n, %p1
  %v1_2 = sub i32 %tid, %n
  %v1_3 = xor i32 %v1_1, %u
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_3) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %u, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @plain()
  %v2_0 = add i32 %tid, 2
  %v2_1 = xor i32 %u, %p2
  %bc2 = icmp ult i32 %v2_0, 21
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %ballot2, %bb2 ], [ %v4_2, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = xor i32 %u, 6
  %v3_1 = mul i32 %n, %n
  %bc3 = icmp ult i32 %tid, 12
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %v3_0, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v4_0 = mul i32 %p4, 7
  %v4_1 = sub i32 %p4, 3
  %v4_2 = xor i32 %u, 1
  %v4_3 = add i32 %tid, 4
  %bc4 = icmp ult i32 %v4_1, 34
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %ballot4, 12
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb1, label %bb3
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %tid, 3
  %v0_1 = xor i32 %v0_0, %n
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %u, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %n, 3
  %v1_1 = add i32 %u, 1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %tid, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = and i32 %u, %n
  %v2_1 = add i32 %iv2, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %iv2, %bb5 ]
  %k3 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = and i32 %p3, 5
  %v3_1 = mul i32 %v3_0, 7
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %iv2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v4_0 = add i32 %tid, %p4
  %v4_1 = mul i32 %p4, 3
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %p4, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = xor i32 %p5, 5
  %v5_1 = add i32 %tid, %v5_0
  %bc5 = icmp ult i32 %u, 13
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, %tid
  %v0_1 = and i32 %n, %tid
  %v0_2 = mul i32 %tid, %v0_1
  %v0_3 = mul i32 %v0_2, 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %v0_1
  switch i32 %sw0, label %bb2 [
    i32 1, label %bb2
    i32 2, label %bb3
    i32 3, label %bb2
  ]

bb1:
  %p1 = phi i32 [ %first2, %bb2 ], [ %v8_1, %bb8 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k8.next, %bb8 ]
  call void @plain()
  call void @plain()
  %v1_0 = xor i32 %tid, %tid
  %v1_1 = xor i32 %n, 3
  %v1_2 = xor i32 %v1_0, %tid
  %v1_3 = add i32 %v1_1, 7
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %tid, %entry ], [ %tid, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ]
  %v2_0 = mul i32 %n, %n
  %v2_1 = mul i32 %p2, %p2
  %v2_2 = xor i32 %v2_0, 4
  %v2_3 = sub i32 %n, %p2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1

bb3:
  %p3 = phi i32 [ %v0_0, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = xor i32 %n, 5
  %v3_1 = and i32 %v3_0, 6
  %v3_2 = xor i32 %p3, %u
  %v3_3 = xor i32 %v3_0, 1
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_1) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_0, 29
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb5, label %bb6

bb4:
  %p4 = phi i32 [ %v6_2, %bb6 ], [ %v6_2, %bb6 ], [ %p7, %bb7 ]
  %k4 = phi i32 [ %k6.next, %bb6 ], [ %k6.next, %bb6 ], [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = xor i32 %p4, %p4
  %v4_1 = and i32 %v4_0, %tid
  %v4_2 = add i32 %p4, %v4_0
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb8

bb5:
  %p5 = phi i32 [ %first3, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v5_0 = add i32 %u, 3
  %v5_1 = xor i32 %n, %u
  %v5_2 = xor i32 %u, 1
  %v5_3 = add i32 %v5_1, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb6:
  %p6 = phi i32 [ %p3, %bb3 ]
  %k6 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_0 = add i32 %tid, %u
  %v6_1 = xor i32 %tid, 4
  %v6_2 = add i32 %u, 5
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %c6 = icmp slt i32 %v6_2, 22
  %go6 = select i1 %tired6, i1 true, i1 %c6
  br i1 %go6, label %bb4, label %bb4

bb7:
  %p7 = phi i32 [ %v5_3, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_0 = add i32 %tid, %n
  %v7_1 = and i32 %n, 4
  %v7_2 = add i32 %v7_1, 7
  %v7_3 = add i32 %v7_0, %p7
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_3, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb4

bb8:
  %p8 = phi i32 [ %v4_1, %bb4 ]
  %k8 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v8_0 = xor i32 %tid, %tid
  %v8_1 = add i32 %p8, %v8_0
  %v8_2 = add i32 %v8_0, %tid
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_2, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb1
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
