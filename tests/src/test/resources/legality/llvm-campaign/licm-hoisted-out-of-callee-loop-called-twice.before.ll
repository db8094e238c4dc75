target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = and i32 %tid, %n
  %v0_1 = xor i32 %tid, 6
  %v0_2 = and i32 %n, %tid
  %v0_3 = mul i32 %v0_2, 6
  call void @callee0(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %first3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %n, 7
  %v1_1 = add i32 %tid, %v1_0
  call void @callee0(ptr addrspace(1) %out, i32 %v1_1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %v2_0 = add i32 %u, 4
  %v2_1 = xor i32 %tid, 4
  %v2_2 = xor i32 %v2_1, %v2_0
  %v2_3 = and i32 %v2_0, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = add i32 %tid, %p3
  %v3_1 = mul i32 %p3, 7
  %v3_2 = xor i32 %v3_1, 7
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %first3, 20
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %v2_2, %bb2 ], [ %tid, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %tid, 4
  %v4_1 = add i32 %u, 2
  %v4_2 = sub i32 %u, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %u, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_0 = xor i32 %u, %u
  %v5_1 = and i32 %p5, 6
  %v5_2 = sub i32 %n, 2
  %bc5 = icmp ult i32 %p5, 56
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp slt i32 %iv4.next, %trip4
  %rested5 = xor i1 %tired5, true
  %go5 = select i1 %ivc5, i1 %rested5, i1 false
  br label %bb4

bb6:
  %p6 = phi i32 [ %v4_2, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_0 = sub i32 %u, %n
  %v6_1 = mul i32 %iv4, 4
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 15
  %trip5 = and i32 %tid, 15
  %trip7 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = xor i32 %u, %tid
  %v0_1 = add i32 %v0_0, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_0, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = and i32 %u, %u
  %v1_1 = sub i32 %n, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %v3_0, %bb3 ], [ %tid, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ], [ %iv2.next, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = mul i32 %tid, %iv2
  %v2_1 = add i32 %u, %p2
  %v2_2 = and i32 %tid, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v3_0 = add i32 %p3, 6
  %v3_1 = mul i32 %u, 4
  %bc3 = icmp ult i32 %u, 11
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t3) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %ballot3, 27
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb2

bb4:
  %p4 = phi i32 [ %n, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = xor i32 %tid, 4
  %v4_1 = sub i32 %u, %n
  %v4_2 = sub i32 %tid, 1
  %v4_3 = mul i32 %v4_0, 4
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %v4_0, %bb4 ], [ %v7_0, %bb7 ]
  %k5 = phi i32 [ %k4.next, %bb4 ], [ %k7.next, %bb7 ]
  %iv5 = phi i32 [ 0, %bb4 ], [ %iv5.next, %bb7 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = add i32 %n, 3
  %v5_1 = mul i32 %v5_0, 6
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv5.next, %trip5
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2, label %bb6

bb6:
  %p6 = phi i32 [ %n, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %v6_0 = and i32 %u, 3
  %v6_1 = mul i32 %p6, 7
  %v6_2 = sub i32 %v6_0, %v6_0
  %v6_3 = and i32 %u, %v6_1
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_2) [ "convergencectrl"(token %t4) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb7

bb7:
  %p7 = phi i32 [ %v6_3, %bb6 ], [ %v10_0, %bb10 ]
  %k7 = phi i32 [ %k6.next, %bb6 ], [ %k10.next, %bb10 ]
  %iv7 = phi i32 [ 0, %bb6 ], [ %iv7.next, %bb10 ]
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t4) ]
  call void @plain()
  %iv7.next = add nuw nsw i32 %iv7, 1
  %v7_0 = xor i32 %iv2, %n
  %v7_1 = mul i32 %n, %p7
  %bc7 = icmp ult i32 %v7_0, 14
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t6) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv7.next, %trip7
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br i1 %go7, label %bb8, label %bb5

bb8:
  %p8 = phi i32 [ %p7, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  %t7 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t7) ]
  %v8_0 = mul i32 %u, %iv7
  %v8_1 = sub i32 %tid, %n
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb9

bb9:
  %p9 = phi i32 [ %iv2, %bb8 ], [ %tid, %bb10 ]
  %k9 = phi i32 [ %k8.next, %bb8 ], [ %k10.next, %bb10 ]
  %t8 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t8) ]
  call void @plain()
  %v9_0 = mul i32 %iv7, 6
  %v9_1 = add i32 %iv2, %iv5
  %v9_2 = xor i32 %v9_1, 3
  %v9_3 = sub i32 %iv7, 5
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb11

bb10:
  %p10 = phi i32 [ %n, %bb11 ]
  %k10 = phi i32 [ %k11.next, %bb11 ]
  call void @op() [ "convergencectrl"(token %t8) ]
  call void @plain()
  %v10_0 = add i32 %iv5, %p10
  %v10_1 = add i32 %u, %n
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v10_1, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  %tired10 = icmp sge i32 %k10.next, 64
  %c10 = icmp slt i32 %v10_0, 14
  %go10 = select i1 %tired10, i1 true, i1 %c10
  br i1 %go10, label %bb7, label %bb9

bb11:
  %p11 = phi i32 [ %iv5, %bb9 ]
  %k11 = phi i32 [ %k9.next, %bb9 ]
  %v11_0 = sub i32 %iv7, %p11
  %v11_1 = xor i32 %u, %iv5
  %v11_2 = xor i32 %u, 2
  %v11_3 = add i32 %iv7, %u
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v11_3, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
  br label %bb10
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
