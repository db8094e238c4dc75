target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %u, %n
  %v0_1 = xor i32 %n, %v0_0
  call void @callee1(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 3, i32 %tid
  switch i32 %sw0, label %bb2 [
    i32 1, label %bb2
    i32 2, label %bb2
    i32 3, label %bb3
    i32 4, label %bb3
  ]

bb1:
  %p1 = phi i32 [ %n, %bb3 ], [ %v4_3, %bb4 ], [ %v4_3, %bb4 ], [ %v5_2, %bb5 ]
  %k1 = phi i32 [ %k3.next, %bb3 ], [ %k4.next, %bb4 ], [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %n, %n
  %v1_1 = and i32 %p1, %u
  %v1_2 = xor i32 %n, 2
  %v1_3 = mul i32 %tid, %n
  %bc1 = icmp ult i32 %p1, 26
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v1_0) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %tid, %entry ], [ %tid, %entry ], [ %v2_0, %bb2 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k2.next, %bb2 ]
  %iv2 = phi i32 [ 0, %entry ], [ 0, %entry ], [ 0, %entry ], [ %iv2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = add i32 %p2, %p2
  %v2_1 = xor i32 %n, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp slt i32 %iv2.next, %trip2
  %rested2 = xor i1 %tired2, true
  %go2 = select i1 %ivc2, i1 %rested2, i1 false
  br i1 %go2, label %bb2, label %bb4

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = mul i32 %n, %n
  %v3_1 = xor i32 %u, 4
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_0, 11
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb5

bb4:
  %p4 = phi i32 [ %n, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = sub i32 %u, 3
  %v4_1 = add i32 %tid, 4
  %v4_2 = xor i32 %v4_0, %n
  %v4_3 = xor i32 %n, %v4_0
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_0) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %first4, 11
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb1, label %bb1

bb5:
  %p5 = phi i32 [ %n, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = add i32 %n, 6
  %v5_1 = add i32 %v5_0, 1
  %v5_2 = and i32 %p5, 3
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = and i32 %tid, 6
  %v0_1 = sub i32 %n, %n
  %v0_2 = xor i32 %v0_1, %tid
  %v0_3 = xor i32 %u, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %iv2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %u, 6
  %v1_1 = xor i32 %v1_0, %p1
  %v1_2 = sub i32 %v1_0, 3
  %v1_3 = add i32 %v1_1, 5
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v4_0, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, 6
  %v2_1 = xor i32 %iv2, %p2
  %v2_2 = add i32 %v2_1, 2
  %v2_3 = and i32 %iv2, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp slt i32 %iv2.next, %trip2
  %rested2 = xor i1 %tired2, true
  %go2 = select i1 %ivc2, i1 %rested2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = add i32 %iv2, 7
  %v3_1 = mul i32 %tid, %iv2
  %v3_2 = sub i32 %iv2, %n
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t2) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %v3_2, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = xor i32 %iv2, 7
  %v4_1 = add i32 %tid, %n
  %v4_2 = mul i32 %p4, %u
  %v4_3 = and i32 %iv2, %v4_1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, %tid
  %v0_1 = xor i32 %n, %n
  %v0_2 = add i32 %u, 7
  %v0_3 = add i32 %n, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %n, 6
  %v1_1 = xor i32 %u, %n
  %v1_2 = mul i32 %v1_1, 1
  %bc1 = icmp ult i32 %u, 21
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %tid, 7
  %v2_1 = mul i32 %p2, %v2_0
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
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
