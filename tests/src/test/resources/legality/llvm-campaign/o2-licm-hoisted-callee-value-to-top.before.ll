target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %trip4 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %tid, %tid
  %v0_1 = mul i32 %u, 5
  %bc0 = icmp ult i32 %u, 53
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %u, %bb3 ], [ %iv2, %bb5 ]
  %k1 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %v1_0 = xor i32 %n, 2
  %v1_1 = sub i32 %p1, %u
  %v1_2 = mul i32 %u, %tid
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_2) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %iv2, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = and i32 %tid, %p2
  %v2_1 = sub i32 %u, %v2_0
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v5_1, %bb5 ]
  %k3 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = and i32 %tid, %n
  %v3_1 = sub i32 %tid, 1
  %v3_2 = sub i32 %u, %v3_1
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ], [ %tid, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = mul i32 %iv2, 2
  %v4_1 = xor i32 %v4_0, %iv4
  %v4_2 = sub i32 %u, 2
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %v7_0, %bb7 ]
  %k5 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  call void @plain()
  %v5_0 = add i32 %p5, 5
  %v5_1 = xor i32 %n, 2
  %v5_2 = and i32 %n, 1
  %bc5 = icmp ult i32 %tid, 38
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %sw5 = select i1 %tired5, i32 2, i32 %u
  switch i32 %sw5, label %bb4 [
    i32 1, label %bb3
    i32 2, label %bb1
  ]

bb6:
  %p6 = phi i32 [ %u, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_0 = sub i32 %tid, 2
  %v6_1 = add i32 %v6_0, 3
  %v6_2 = xor i32 %iv2, 3
  %v6_3 = mul i32 %p6, %n
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_3, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb7

bb7:
  %p7 = phi i32 [ %iv4, %bb6 ]
  %k7 = phi i32 [ %k6.next, %bb6 ]
  %v7_0 = add i32 %iv4, 1
  %v7_1 = and i32 %iv2, 5
  %v7_2 = xor i32 %v7_0, 1
  %v7_3 = add i32 %v7_2, %iv4
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2) [ "convergencectrl"(token %t2) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb5
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %tid, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = sub i32 %n, 6
  %v0_1 = xor i32 %n, 7
  %v0_2 = xor i32 %v0_1, 2
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb6 ], [ %v8_0, %bb8 ], [ %v9_3, %bb9 ]
  %k1 = phi i32 [ %k6.next, %bb6 ], [ %k8.next, %bb8 ], [ %k9.next, %bb9 ]
  %v1_0 = and i32 %tid, 4
  %v1_1 = add i32 %v1_0, 7
  %v1_2 = xor i32 %v1_1, %v1_1
  %v1_3 = xor i32 %v1_2, %v1_1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %n, %u
  %v2_1 = add i32 %tid, %p2
  %v2_2 = and i32 %n, 3
  %v2_3 = sub i32 %n, %v2_0
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %first2, 18
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb6, label %bb7

bb3:
  %p3 = phi i32 [ %u, %entry ], [ %tid, %bb5 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k5.next, %bb5 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = add i32 %p3, %p3
  %v3_1 = add i32 %u, %u
  %v3_2 = add i32 %iv3, %u
  %bc3 = icmp ult i32 %n, 45
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv3.next, %trip3
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb4, label %bb2

bb4:
  %p4 = phi i32 [ %iv3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @plain()
  %v4_0 = add i32 %iv3, 3
  %v4_1 = xor i32 %iv3, %iv3
  %v4_2 = sub i32 %v4_1, %tid
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %p4, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_0 = xor i32 %tid, 3
  %v5_1 = mul i32 %v5_0, 7
  %v5_2 = mul i32 %v5_0, %tid
  %v5_3 = mul i32 %p5, %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb3

bb6:
  %p6 = phi i32 [ %n, %bb2 ]
  %k6 = phi i32 [ %k2.next, %bb2 ]
  %v6_0 = add i32 %n, %p6
  %v6_1 = xor i32 %tid, %tid
  %v6_2 = mul i32 %u, 4
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb1

bb7:
  %p7 = phi i32 [ %tid, %bb2 ]
  %k7 = phi i32 [ %k2.next, %bb2 ]
  %v7_0 = sub i32 %n, %u
  %v7_1 = xor i32 %v7_0, %u
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_1, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %p7, 27
  %go7 = select i1 %tired7, i1 true, i1 %c7
  br i1 %go7, label %bb8, label %bb9

bb8:
  %p8 = phi i32 [ %v7_1, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  %v8_0 = sub i32 %p8, 6
  %v8_1 = and i32 %u, %n
  %v8_2 = xor i32 %v8_1, %u
  %v8_3 = add i32 %tid, 5
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_3, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb1

bb9:
  %p9 = phi i32 [ %v7_0, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  %v9_0 = mul i32 %n, %n
  %v9_1 = sub i32 %v9_0, 6
  %v9_2 = mul i32 %v9_1, 2
  %v9_3 = add i32 %n, %v9_1
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %u, 7
  %v0_1 = and i32 %n, %v0_0
  %v0_2 = add i32 %v0_0, 5
  %v0_3 = add i32 %tid, %u
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %iv2, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %u, 3
  %v1_1 = xor i32 %n, 4
  %v1_2 = sub i32 %v1_1, %u
  %v1_3 = mul i32 %v1_1, 3
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %p3, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, %u
  %v2_1 = mul i32 %n, %tid
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 21
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb4, label %bb3

bb3:
  %p3 = phi i32 [ %iv2, %bb2 ], [ %p7, %bb7 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k7.next, %bb7 ]
  %v3_0 = xor i32 %n, 1
  %v3_1 = and i32 %tid, 6
  %v3_2 = mul i32 %v3_1, %n
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  call void @plain()
  %v4_0 = mul i32 %p4, 2
  %v4_1 = and i32 %u, 2
  %v4_2 = xor i32 %v4_1, %p4
  %bc4 = icmp ult i32 %u, 24
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %v6_3, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  call void @plain()
  %v5_0 = mul i32 %tid, %n
  %v5_1 = and i32 %n, 5
  %v5_2 = sub i32 %v5_1, 3
  %bc5 = icmp ult i32 %tid, 35
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb6:
  %p6 = phi i32 [ %v4_1, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_0 = xor i32 %tid, %iv2
  %v6_1 = add i32 %iv2, 4
  %v6_2 = and i32 %v6_1, %v6_1
  %v6_3 = xor i32 %iv2, %p6
  %bc6 = icmp ult i32 %tid, 18
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t1) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5

bb7:
  %p7 = phi i32 [ %p5, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  %v7_0 = xor i32 %u, %tid
  %v7_1 = add i32 %v7_0, %v7_0
  %v7_2 = mul i32 %u, %p7
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb3
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
