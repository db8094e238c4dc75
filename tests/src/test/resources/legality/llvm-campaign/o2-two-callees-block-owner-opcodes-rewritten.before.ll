target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = sub i32 %tid, 1
  %v0_1 = xor i32 %tid, 7
  %v0_2 = and i32 %v0_0, %n
  call void @callee0(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_0, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %v1_0 = xor i32 %n, 4
  %v1_1 = sub i32 %p1, 2
  %v1_2 = mul i32 %p1, 1
  call void @callee1(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %tid, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %p2, 6
  %v2_1 = sub i32 %p2, 2
  %v2_2 = mul i32 %u, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %sw2 = select i1 %tired2, i32 0, i32 %v2_2
  switch i32 %sw2, label %bb4 [
    i32 1, label %bb5
    i32 2, label %bb5
    i32 3, label %bb4
  ]

bb3:
  %p3 = phi i32 [ %p4, %bb4 ], [ %tid, %bb6 ]
  %k3 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v3_0 = xor i32 %tid, %u
  %v3_1 = mul i32 %u, 4
  %v3_2 = sub i32 %tid, %tid
  %v3_3 = and i32 %v3_1, 2
  %bc3 = icmp ult i32 %p3, 26
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %tid, 15
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %v2_2, %bb2 ], [ %v2_2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ]
  %v4_0 = sub i32 %n, 4
  %v4_1 = xor i32 %n, %u
  %v4_2 = sub i32 %p4, %n
  %v4_3 = mul i32 %n, %v4_1
  %bc4 = icmp ult i32 %tid, 4
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %u, %bb2 ], [ %u, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_0 = sub i32 %n, %n
  %v5_1 = add i32 %p5, %p5
  %v5_2 = and i32 %u, 3
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %u, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v6_0 = add i32 %tid, %n
  %v6_1 = mul i32 %v6_0, %tid
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_0) [ "convergencectrl"(token %t1) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb3
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %tid, 4
  %v0_1 = and i32 %u, %v0_0
  %v0_2 = mul i32 %tid, %n
  %v0_3 = mul i32 %n, 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_2, 25
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %n, %entry ], [ %u, %bb4 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %tid, 4
  %v1_1 = and i32 %tid, %tid
  %v1_2 = mul i32 %p1, 1
  %v1_3 = and i32 %n, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  %v2_0 = mul i32 %n, %n
  %v2_1 = and i32 %n, %v2_0
  %v2_2 = xor i32 %v2_0, 3
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %n, %bb2 ], [ %iv3, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = add i32 %n, 6
  %v3_1 = mul i32 %n, 4
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb6

bb4:
  %p4 = phi i32 [ %v8_2, %bb8 ]
  %k4 = phi i32 [ %k8.next, %bb8 ]
  %v4_0 = sub i32 %p4, 3
  %v4_1 = mul i32 %tid, %tid
  %bc4 = icmp ult i32 %u, 41
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv3.next, %trip3
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb3

bb5:
  %p5 = phi i32 [ %n, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  call void @plain()
  call void @plain()
  %v5_0 = xor i32 %p5, %u
  %v5_1 = xor i32 %n, %p5
  %v5_2 = and i32 %n, 7
  %v5_3 = and i32 %u, 4
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb6:
  %p6 = phi i32 [ %p3, %bb3 ]
  %k6 = phi i32 [ %k3.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v6_0 = xor i32 %tid, 4
  %v6_1 = mul i32 %iv3, %iv3
  %v6_2 = sub i32 %u, 2
  %v6_3 = mul i32 %v6_0, %n
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_3, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5

bb7:
  %p7 = phi i32 [ %v5_0, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v7_0 = sub i32 %tid, 1
  %v7_1 = mul i32 %p7, 6
  %v7_2 = mul i32 %tid, 1
  %bc7 = icmp ult i32 %p7, 6
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t1) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb8

bb8:
  %p8 = phi i32 [ %ballot7, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v8_0 = sub i32 %iv3, 2
  %v8_1 = xor i32 %p8, 1
  %v8_2 = mul i32 %p8, %n
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_2, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb4
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %u, 6
  %v0_1 = and i32 %tid, 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %tid
  switch i32 %sw0, label %bb1 [
    i32 1, label %bb1
    i32 2, label %bb2
    i32 3, label %bb1
    i32 4, label %bb2
  ]

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %u, %entry ], [ %u, %entry ], [ %v4_0, %bb4 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %v1_0 = and i32 %tid, 3
  %v1_1 = and i32 %n, 7
  %v1_2 = add i32 %p1, %u
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %u, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v2_0 = add i32 %u, %u
  %v2_1 = xor i32 %tid, %p2
  %v2_2 = xor i32 %v2_0, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %p2, %bb2 ], [ %u, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = xor i32 %p3, %iv3
  %v3_1 = mul i32 %u, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %tid, 26
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb4

bb4:
  %p4 = phi i32 [ %p3, %bb3 ], [ %p3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k3.next, %bb3 ]
  %v4_0 = add i32 %tid, %iv3
  %v4_1 = sub i32 %p4, 1
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv3) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv3.next, %trip3
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb3
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
