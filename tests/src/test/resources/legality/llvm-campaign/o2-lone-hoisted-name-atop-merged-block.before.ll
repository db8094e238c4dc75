target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %u, 6
  %v0_1 = add i32 %tid, %n
  %v0_2 = and i32 %tid, 5
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_2, 26
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %v2_2, %bb2 ], [ %v2_2, %bb2 ], [ %v3_1, %bb3 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ], [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %n, 3
  %v1_1 = and i32 %v1_0, %p1
  %v1_2 = mul i32 %u, 1
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = sub i32 %p2, %u
  %v2_1 = and i32 %tid, 6
  %v2_2 = and i32 %v2_0, 3
  %v2_3 = add i32 %v2_2, 5
  %bc2 = icmp ult i32 %v2_3, 29
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %tid, 23
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb1, label %bb1

bb3:
  %p3 = phi i32 [ %v0_2, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = xor i32 %u, 3
  %v3_1 = xor i32 %v3_0, %tid
  %v3_2 = sub i32 %v3_0, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip7 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = sub i32 %n, 6
  %v0_1 = mul i32 %n, 1
  %v0_2 = mul i32 %tid, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 17
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb2 ], [ %tid, %bb2 ], [ %u, %bb8 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ], [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %tid, %u
  %v1_1 = xor i32 %p1, %p1
  %bc1 = icmp ult i32 %u, 53
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %n, %u
  %v2_1 = xor i32 %u, 7
  %v2_2 = add i32 %n, 6
  %v2_3 = sub i32 %tid, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %tid, 10
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb1, label %bb1

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = xor i32 %tid, %n
  %v3_1 = mul i32 %p3, %n
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb5

bb4:
  %p4 = phi i32 [ %v5_3, %bb5 ]
  %k4 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = add i32 %tid, %p4
  %v4_1 = sub i32 %p4, 4
  %v4_2 = and i32 %tid, %p4
  %v4_3 = and i32 %v4_1, %v4_2
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb7

bb5:
  %p5 = phi i32 [ %v3_0, %bb3 ], [ %v6_1, %bb6 ], [ %v6_1, %bb6 ]
  %k5 = phi i32 [ %k3.next, %bb3 ], [ %k6.next, %bb6 ], [ %k6.next, %bb6 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v5_0 = sub i32 %u, %u
  %v5_1 = xor i32 %p5, %p5
  %v5_2 = mul i32 %tid, 7
  %v5_3 = sub i32 %p5, %v5_1
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %p5, 6
  %go5 = select i1 %tired5, i1 false, i1 %c5
  br i1 %go5, label %bb6, label %bb4

bb6:
  %p6 = phi i32 [ %p5, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_0 = sub i32 %tid, %u
  %v6_1 = and i32 %tid, 6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %c6 = icmp slt i32 %tid, 26
  %go6 = select i1 %tired6, i1 true, i1 %c6
  br i1 %go6, label %bb5, label %bb5

bb7:
  %p7 = phi i32 [ %v4_3, %bb4 ], [ %u, %bb8 ]
  %k7 = phi i32 [ %k4.next, %bb4 ], [ %k8.next, %bb8 ]
  %iv7 = phi i32 [ 0, %bb4 ], [ %iv7.next, %bb8 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %v7_0 = xor i32 %n, 7
  %v7_1 = and i32 %u, 2
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t3) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %p9, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  %v8_0 = mul i32 %n, 1
  %v8_1 = mul i32 %p8, %tid
  %bc8 = icmp ult i32 %p8, 36
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t3) ]
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %ivc8 = icmp sge i32 %iv7.next, %trip7
  %go8 = select i1 %tired8, i1 true, i1 %ivc8
  br i1 %go8, label %bb1, label %bb7

bb9:
  %p9 = phi i32 [ %tid, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v9_0 = xor i32 %u, %tid
  %v9_1 = and i32 %u, %v9_0
  %bc9 = icmp ult i32 %iv7, 59
  %ballot9 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc9) [ "convergencectrl"(token %t3) ]
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot9, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb8
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip6 = and i32 %n, 7
  %trip4 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %n, %n
  %v0_1 = sub i32 %tid, %n
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v6_0, %bb6 ]
  %k1 = phi i32 [ %k6.next, %bb6 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %tid, 3
  %v1_1 = xor i32 %p1, 1
  %v1_2 = mul i32 %v1_0, %u
  %v1_3 = xor i32 %p1, %p1
  %bc1 = icmp ult i32 %v1_2, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  %v2_0 = sub i32 %tid, %u
  %v2_1 = add i32 %p2, %v2_0
  %v2_2 = mul i32 %v2_0, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v4_0, %bb4 ]
  %k3 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = and i32 %p3, 1
  %v3_1 = add i32 %v3_0, 2
  %v3_2 = mul i32 %v3_1, 6
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb6

bb4:
  %p4 = phi i32 [ %u, %bb2 ], [ %iv4, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = sub i32 %p4, %n
  %v4_1 = xor i32 %p4, %p4
  %v4_2 = and i32 %v4_0, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv4.next, %trip4
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb3, label %bb5

bb5:
  %p5 = phi i32 [ %v4_1, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = sub i32 %u, 1
  %v5_1 = mul i32 %iv4, %n
  %v5_2 = mul i32 %u, %v5_1
  %v5_3 = and i32 %n, %u
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb4

bb6:
  %p6 = phi i32 [ %u, %bb3 ], [ %v7_0, %bb7 ], [ %v9_0, %bb9 ]
  %k6 = phi i32 [ %k3.next, %bb3 ], [ %k7.next, %bb7 ], [ %k9.next, %bb9 ]
  %iv6 = phi i32 [ 0, %bb3 ], [ %iv6.next, %bb7 ], [ %iv6.next, %bb9 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %v6_0 = add i32 %p6, %tid
  %v6_1 = and i32 %v6_0, 1
  %v6_2 = mul i32 %iv6, %n
  %bc6 = icmp ult i32 %p6, 28
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp slt i32 %iv6.next, %trip6
  %rested6 = xor i1 %tired6, true
  %go6 = select i1 %ivc6, i1 %rested6, i1 false
  br i1 %go6, label %bb7, label %bb1

bb7:
  %p7 = phi i32 [ %v6_1, %bb6 ]
  %k7 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v7_0 = sub i32 %tid, %tid
  %v7_1 = sub i32 %iv6, %p7
  %v7_2 = mul i32 %v7_0, 4
  %v7_3 = xor i32 %u, 5
  %bc7 = icmp ult i32 %v7_2, 51
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t3) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %ballot7, 24
  %go7 = select i1 %tired7, i1 false, i1 %c7
  br i1 %go7, label %bb8, label %bb6

bb8:
  %p8 = phi i32 [ %u, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v8_0 = mul i32 %iv6, %tid
  %v8_1 = mul i32 %n, 1
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb9

bb9:
  %p9 = phi i32 [ %p8, %bb8 ]
  %k9 = phi i32 [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v9_0 = and i32 %tid, %p9
  %v9_1 = and i32 %u, %u
  %v9_2 = add i32 %n, %v9_0
  %v9_3 = xor i32 %p9, 7
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb6
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
