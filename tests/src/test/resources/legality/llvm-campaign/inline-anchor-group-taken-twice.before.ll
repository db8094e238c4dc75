target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip5 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  %v0_0 = mul i32 %u, %u
  %v0_1 = and i32 %u, 6
  %v0_2 = mul i32 %v0_0, 1
  %bc0 = icmp ult i32 %n, 22
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %ballot0, 4
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb4 ]
  %k1 = phi i32 [ %k4.next, %bb4 ]
  %v1_0 = and i32 %p1, 1
  %v1_1 = xor i32 %tid, %u
  %v1_2 = sub i32 %u, 2
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_0) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %v4_1, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  call void @plain()
  call void @plain()
  %v2_0 = and i32 %n, 4
  %v2_1 = sub i32 %u, 2
  %v2_2 = add i32 %tid, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb5

bb3:
  %p3 = phi i32 [ %tid, %entry ], [ %v6_2, %bb6 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k6.next, %bb6 ]
  %v3_0 = xor i32 %u, %tid
  %v3_1 = mul i32 %tid, 7
  %v3_2 = sub i32 %tid, %v3_0
  %v3_3 = xor i32 %n, %tid
  %t1 = call token @llvm.experimental.convergence.anchor()
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %tid, 13
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br label %bb7

bb4:
  %p4 = phi i32 [ %v7_1, %bb7 ]
  %k4 = phi i32 [ %k7.next, %bb7 ]
  %v4_0 = and i32 %n, %p4
  %v4_1 = xor i32 %v4_0, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %u, 8
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb1, label %bb2

bb5:
  %p5 = phi i32 [ %p2, %bb2 ], [ %p6, %bb6 ]
  %k5 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %bb6 ]
  %iv5 = phi i32 [ 0, %bb2 ], [ %iv5.next, %bb6 ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = mul i32 %n, 7
  %v5_1 = sub i32 %iv5, %v5_0
  %v5_2 = and i32 %n, 2
  %v5_3 = sub i32 %v5_0, %u
  %bc5 = icmp ult i32 %v5_0, 15
  %t2 = call token @llvm.experimental.convergence.anchor()
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %ballot5, 27
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br i1 %go5, label %bb6, label %bb6

bb6:
  %p6 = phi i32 [ %n, %bb5 ], [ %n, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ], [ %k5.next, %bb5 ]
  %v6_0 = mul i32 %u, %p6
  %v6_1 = add i32 %n, 3
  %v6_2 = add i32 %p6, 3
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @callee1(ptr addrspace(1) %out, i32 %p6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp sge i32 %iv5.next, %trip5
  %go6 = select i1 %tired6, i1 true, i1 %ivc6
  br i1 %go6, label %bb3, label %bb5

bb7:
  %p7 = phi i32 [ %u, %bb3 ]
  %k7 = phi i32 [ %k3.next, %bb3 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  %v7_0 = xor i32 %u, 7
  %v7_1 = and i32 %u, %v7_0
  %v7_2 = add i32 %p7, 1
  call void @callee1(ptr addrspace(1) %out, i32 %v7_2) [ "convergencectrl"(token %t4) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb4
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = and i32 %u, %tid
  %v0_1 = add i32 %u, 2
  %v0_2 = sub i32 %v0_1, 6
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %n, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %tid, %u
  %v1_1 = xor i32 %u, %tid
  %bc1 = icmp ult i32 %u, 21
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %p5, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %u, 6
  %v2_1 = and i32 %u, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp slt i32 %iv2.next, %trip2
  %rested2 = xor i1 %tired2, true
  %go2 = select i1 %ivc2, i1 %rested2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %tid, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v3_0 = and i32 %tid, %n
  %v3_1 = sub i32 %n, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %p3, %bb3 ], [ %v5_1, %bb5 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb5 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = mul i32 %p4, 7
  %v4_1 = sub i32 %iv2, %iv4
  %v4_2 = mul i32 %p4, %iv4
  %bc4 = icmp ult i32 %v4_2, 26
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t4) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %n, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %v5_0 = xor i32 %iv4, 1
  %v5_1 = sub i32 %tid, 1
  %v5_2 = add i32 %iv2, %v5_0
  %v5_3 = add i32 %v5_2, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2, label %bb4
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
