target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = sub i32 %tid, 7
  %v0_1 = sub i32 %n, 5
  %v0_2 = and i32 %v0_1, %v0_1
  %v0_3 = xor i32 %tid, %n
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @callee0(ptr addrspace(1) %out, i32 %v0_3) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = mul i32 %n, 6
  %v1_1 = mul i32 %tid, %u
  %v1_2 = sub i32 %v1_1, %p1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %tid, %bb3 ], [ %tid, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = mul i32 %tid, 4
  %v2_1 = xor i32 %v2_0, %u
  %v2_2 = sub i32 %v2_0, 5
  %v2_3 = and i32 %p2, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 29
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %u, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %t2 = call token @llvm.experimental.convergence.loop()
  call void @op() [ "convergencectrl"(token %t2) ]
  %t3 = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %t2) ]
  %v3_0 = sub i32 %u, %p3
  %v3_1 = add i32 %tid, 4
  %v3_2 = mul i32 %n, %v3_1
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_1, 4
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb2, label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 3
  call void @plain()
  call void @plain()
  %v0_0 = mul i32 %n, 3
  %v0_1 = sub i32 %n, %v0_0
  %v0_2 = and i32 %v0_1, 5
  %bc0 = icmp ult i32 %v0_0, 49
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t3) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_3, %bb3 ], [ %tid, %bb5 ]
  %k1 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %p1, %tid
  %v1_1 = xor i32 %tid, %v1_0
  %v1_2 = sub i32 %v1_1, 1
  %v1_3 = add i32 %tid, %n
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %v3_1, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t0 = call token @llvm.experimental.convergence.anchor()
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %tid, %iv2
  %v2_1 = and i32 %p2, 2
  %bc2 = icmp ult i32 %v2_0, 8
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %ballot2, 2
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb4, label %bb5

bb3:
  %p3 = phi i32 [ %v4_1, %bb4 ], [ %p6, %bb6 ]
  %k3 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %t1 = call token @llvm.experimental.convergence.loop()
  %v3_0 = xor i32 %tid, %iv2
  %v3_1 = sub i32 %n, 3
  %v3_2 = sub i32 %n, 7
  %v3_3 = mul i32 %u, 1
  %bc3 = icmp ult i32 %v3_3, 44
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  %v4_0 = add i32 %tid, 6
  %v4_1 = add i32 %iv2, 7
  %v4_2 = add i32 %tid, %iv2
  %v4_3 = xor i32 %p4, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %tid, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = add i32 %u, %n
  %v5_1 = xor i32 %u, %iv2
  %v5_2 = mul i32 %p5, %iv2
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %v5_0, 21
  %go5 = select i1 %tired5, i1 false, i1 %c5
  br i1 %go5, label %bb6, label %bb1

bb6:
  %p6 = phi i32 [ %v5_0, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %v6_0 = and i32 %n, 4
  %v6_1 = and i32 %p6, 5
  %v6_2 = sub i32 %iv2, 4
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %n, 15
  %trip6 = and i32 %tid, 15
  %trip8 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, 7
  %v0_1 = and i32 %v0_0, %v0_0
  %v0_2 = sub i32 %u, 2
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_0, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = add i32 %p1, %p1
  %v1_1 = mul i32 %tid, 4
  %v1_2 = add i32 %u, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %first5, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = add i32 %iv2, %tid
  %v2_1 = add i32 %iv2, 6
  %bc2 = icmp ult i32 %u, 61
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v3_0 = add i32 %u, 3
  %v3_1 = sub i32 %iv2, 3
  %v3_2 = sub i32 %u, %v3_1
  %bc3 = icmp ult i32 %iv2, 5
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t3) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %tid, %bb3 ], [ %iv2, %bb5 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb5 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = mul i32 %iv4, 2
  %v4_1 = mul i32 %tid, 7
  %bc4 = icmp ult i32 %tid, 37
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t4) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %iv4, %bb7 ]
  %k5 = phi i32 [ %k7.next, %bb7 ]
  %t5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  call void @plain()
  %v5_0 = mul i32 %p5, 7
  %v5_1 = sub i32 %v5_0, 1
  %v5_2 = and i32 %v5_0, 5
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_2) [ "convergencectrl"(token %t5) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2, label %bb4

bb6:
  %p6 = phi i32 [ %iv4, %bb4 ], [ %v7_3, %bb7 ]
  %k6 = phi i32 [ %k4.next, %bb4 ], [ %k7.next, %bb7 ]
  %iv6 = phi i32 [ 0, %bb4 ], [ %iv6.next, %bb7 ]
  %t6 = call token @llvm.experimental.convergence.loop()
  call void @op() [ "convergencectrl"(token %t6) ]
  %t7 = call token @llvm.experimental.convergence.anchor()
  %iv6.next = add nuw nsw i32 %iv6, 1
  %v6_0 = and i32 %n, 1
  %v6_1 = add i32 %p6, %iv2
  %v6_2 = sub i32 %iv4, %n
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_2) [ "convergencectrl"(token %t7) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb8

bb7:
  %p7 = phi i32 [ %iv4, %bb9 ]
  %k7 = phi i32 [ %k9.next, %bb9 ]
  %t8 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t10) ]
  %t9 = call token @llvm.experimental.convergence.anchor()
  %v7_0 = and i32 %iv4, 3
  %v7_1 = xor i32 %tid, 2
  %v7_2 = add i32 %n, %p7
  %v7_3 = and i32 %v7_0, %iv6
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t10) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv6.next, %trip6
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br i1 %go7, label %bb6, label %bb5

bb8:
  %p8 = phi i32 [ %v6_2, %bb6 ], [ %iv4, %bb8 ], [ %tid, %bb9 ]
  %k8 = phi i32 [ %k6.next, %bb6 ], [ %k8.next, %bb8 ], [ %k9.next, %bb9 ]
  %iv8 = phi i32 [ 0, %bb6 ], [ %iv8.next, %bb8 ], [ %iv8.next, %bb9 ]
  call void @op() [ "convergencectrl"(token %t7) ]
  %iv8.next = add nuw nsw i32 %iv8, 1
  %v8_0 = mul i32 %n, 4
  %v8_1 = and i32 %u, %iv2
  %bc8 = icmp ult i32 %p8, 8
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t6) ]
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %c8 = icmp slt i32 %tid, 30
  %go8 = select i1 %tired8, i1 false, i1 %c8
  br i1 %go8, label %bb8, label %bb9

bb9:
  %p9 = phi i32 [ %ballot8, %bb8 ]
  %k9 = phi i32 [ %k8.next, %bb8 ]
  %t10 = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t10) ]
  %v9_0 = mul i32 %iv4, 4
  %v9_1 = mul i32 %iv2, %iv8
  %v9_2 = sub i32 %v9_1, 6
  %v9_3 = sub i32 %v9_1, 3
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %ivc9 = icmp slt i32 %iv8.next, %trip8
  %rested9 = xor i1 %tired9, true
  %go9 = select i1 %ivc9, i1 %rested9, i1 false
  br i1 %go9, label %bb8, label %bb7
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
