target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %tid, 5
  %v0_1 = xor i32 %v0_0, %v0_0
  %v0_2 = mul i32 %v0_1, 7
  %v0_3 = xor i32 %u, 5
  call void @callee0(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %n, %n
  %v1_1 = mul i32 %v1_0, %p1
  %v1_2 = add i32 %v1_1, %tid
  %bc1 = icmp ult i32 %u, 6
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %v3_0, %bb3 ], [ %v5_1, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ], [ %iv2.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, %u
  %v2_1 = mul i32 %tid, 4
  %v2_2 = add i32 %v2_1, 1
  %v2_3 = mul i32 %p2, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %u, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v3_0 = and i32 %u, %tid
  %v3_1 = xor i32 %u, %v3_0
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %iv2, 23
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb2

bb4:
  %p4 = phi i32 [ %iv2, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = mul i32 %iv2, %tid
  %v4_1 = xor i32 %u, 6
  %v4_2 = xor i32 %iv2, 4
  %v4_3 = sub i32 %u, 3
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_1) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %v4_1, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = add i32 %u, 3
  %v5_1 = and i32 %v5_0, %p5
  %v5_2 = and i32 %v5_0, %iv2
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = add i32 %tid, 6
  %v0_1 = and i32 %tid, 3
  %v0_2 = xor i32 %tid, %u
  %bc0 = icmp ult i32 %v0_0, 57
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 1, i32 %ballot0
  switch i32 %sw0, label %bb3 [
    i32 1, label %bb2
    i32 2, label %bb3
  ]

bb1:
  %p1 = phi i32 [ %tid, %bb2 ], [ %v4_0, %bb4 ], [ %v5_0, %bb5 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %p1, 7
  %v1_1 = sub i32 %tid, %u
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = xor i32 %u, 6
  %v2_1 = mul i32 %n, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1

bb3:
  %p3 = phi i32 [ %ballot0, %entry ], [ %ballot0, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @plain()
  call void @plain()
  %v3_0 = mul i32 %p3, %p3
  %v3_1 = sub i32 %p3, 5
  %v3_2 = xor i32 %v3_0, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 17
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb5

bb4:
  %p4 = phi i32 [ %n, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = and i32 %n, 7
  %v4_1 = sub i32 %v4_0, %v4_0
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1

bb5:
  %p5 = phi i32 [ %v3_1, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = sub i32 %u, %n
  %v5_1 = sub i32 %u, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %tid, 4
  %v0_1 = add i32 %tid, %u
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 12
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb3, label %bb4

bb1:
  %p1 = phi i32 [ %p8, %bb8 ]
  %k1 = phi i32 [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v1_0 = and i32 %p1, 4
  %v1_1 = mul i32 %p1, 1
  %v1_2 = and i32 %tid, %n
  %v1_3 = sub i32 %v1_1, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_1, %bb3 ], [ %tid, %bb5 ]
  %k2 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %p2, %u
  %v2_1 = xor i32 %u, %p2
  %bc2 = icmp ult i32 %p2, 44
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb7

bb3:
  %p3 = phi i32 [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = xor i32 %n, 6
  %v3_1 = sub i32 %u, 6
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2

bb4:
  %p4 = phi i32 [ %first0, %entry ]
  %k4 = phi i32 [ %k0.next, %entry ]
  %v4_0 = sub i32 %u, 5
  %v4_1 = and i32 %p4, 5
  %v4_2 = and i32 %tid, 2
  %v4_3 = sub i32 %p4, 2
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %v6_0, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = mul i32 %tid, %n
  %v5_1 = and i32 %u, 7
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb2

bb6:
  %p6 = phi i32 [ %p4, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_0 = and i32 %n, %tid
  %v6_1 = sub i32 %v6_0, 1
  %v6_2 = mul i32 %v6_0, %n
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5

bb7:
  %p7 = phi i32 [ %ballot2, %bb2 ]
  %k7 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v7_0 = mul i32 %u, 7
  %v7_1 = mul i32 %v7_0, %p7
  %v7_2 = mul i32 %p7, %v7_1
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb8

bb8:
  %p8 = phi i32 [ %n, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v8_0 = sub i32 %p8, 1
  %v8_1 = mul i32 %tid, 3
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
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
