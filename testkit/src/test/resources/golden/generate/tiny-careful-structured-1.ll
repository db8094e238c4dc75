target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %tid, 6
  %v0_1 = mul i32 %tid, %n
  %v0_2 = mul i32 %u, 7
  %v0_3 = xor i32 %tid, 3
  call void @callee0(ptr addrspace(1) %out, i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_1, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v1_0 = xor i32 %tid, 6
  %v1_1 = mul i32 %tid, 7
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %p3, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v2_0 = and i32 %u, %n
  %v2_1 = xor i32 %u, %u
  %v2_2 = xor i32 %n, %tid
  %v2_3 = and i32 %p2, %v2_0
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %tid, 3
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %u, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = and i32 %tid, 6
  %v3_1 = add i32 %v3_0, 4
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip5 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %u, %n
  %v0_1 = xor i32 %u, %v0_0
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %tid
  switch i32 %sw0, label %bb2 [
    i32 1, label %bb3
    i32 2, label %bb3
    i32 3, label %bb3
    i32 4, label %bb3
  ]

bb1:
  %p1 = phi i32 [ %n, %bb4 ], [ %v5_1, %bb5 ], [ %p7, %bb7 ], [ %p7, %bb7 ]
  %k1 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb5 ], [ %k7.next, %bb7 ], [ %k7.next, %bb7 ]
  call void @plain()
  %v1_0 = and i32 %u, 5
  %v1_1 = add i32 %p1, %p1
  %v1_2 = and i32 %p1, 2
  %v1_3 = sub i32 %u, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = mul i32 %tid, 6
  %v2_1 = xor i32 %v2_0, %n
  %v2_2 = add i32 %v2_1, %n
  %v2_3 = add i32 %v2_1, %v2_0
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %v0_1, %entry ], [ %v0_1, %entry ], [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @plain()
  call void @plain()
  %v3_0 = and i32 %n, %u
  %v3_1 = and i32 %n, %n
  %v3_2 = sub i32 %n, 2
  %v3_3 = sub i32 %v3_1, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 26
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb5, label %bb6

bb4:
  %p4 = phi i32 [ %v2_2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = xor i32 %p4, %u
  %v4_1 = add i32 %u, 5
  %v4_2 = xor i32 %v4_1, %p4
  %v4_3 = sub i32 %u, 7
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1

bb5:
  %p5 = phi i32 [ %tid, %bb3 ], [ %v5_0, %bb5 ]
  %k5 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv5 = phi i32 [ 0, %bb3 ], [ %iv5.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = add i32 %u, %n
  %v5_1 = add i32 %n, 5
  %v5_2 = sub i32 %v5_1, 1
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp slt i32 %iv5.next, %trip5
  %rested5 = xor i1 %tired5, true
  %go5 = select i1 %ivc5, i1 %rested5, i1 false
  br i1 %go5, label %bb5, label %bb1

bb6:
  %p6 = phi i32 [ %v3_0, %bb3 ]
  %k6 = phi i32 [ %k3.next, %bb3 ]
  %v6_0 = add i32 %n, 5
  %v6_1 = mul i32 %p6, 1
  %v6_2 = mul i32 %v6_1, 4
  %v6_3 = xor i32 %n, 6
  %bc6 = icmp ult i32 %n, 6
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t0) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb7

bb7:
  %p7 = phi i32 [ %n, %bb6 ]
  %k7 = phi i32 [ %k6.next, %bb6 ]
  %v7_0 = sub i32 %u, 6
  %v7_1 = and i32 %v7_0, 4
  %bc7 = icmp ult i32 %tid, 12
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t0) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %v7_0, 6
  %go7 = select i1 %tired7, i1 true, i1 %c7
  br i1 %go7, label %bb1, label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = and i32 %u, 6
  %v0_1 = xor i32 %v0_0, %u
  %v0_2 = and i32 %v0_0, 3
  %v0_3 = add i32 %tid, 7
  %bc0 = icmp ult i32 %v0_3, 18
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = sub i32 %tid, 5
  %v1_1 = sub i32 %v1_0, 5
  %v1_2 = add i32 %tid, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v2_0 = and i32 %tid, 3
  %v2_1 = sub i32 %p2, %tid
  %v2_2 = sub i32 %u, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
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
