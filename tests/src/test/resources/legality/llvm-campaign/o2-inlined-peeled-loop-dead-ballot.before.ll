target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  %v0_0 = mul i32 %u, 6
  %v0_1 = add i32 %v0_0, 4
  %v0_2 = sub i32 %v0_0, %v0_1
  %v0_3 = and i32 %v0_1, %tid
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_3) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %first0, 16
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb2

bb1:
  %p1 = phi i32 [ %p3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = mul i32 %n, 4
  %v1_1 = add i32 %tid, 1
  %v1_2 = mul i32 %p1, %p1
  %v1_3 = sub i32 %tid, 6
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_3, %entry ], [ %v0_3, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %tid, %tid
  %v2_1 = and i32 %u, 4
  %v2_2 = xor i32 %v2_0, 4
  %bc2 = icmp ult i32 %u, 7
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = mul i32 %n, 5
  %v3_1 = add i32 %p3, 4
  %v3_2 = mul i32 %tid, %n
  call void @callee1(ptr addrspace(1) %out, i32 %v3_1) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %tid, 5
  %v0_1 = add i32 %tid, %u
  %v0_2 = sub i32 %u, %v0_1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 3
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb3, label %bb2

bb1:
  %p1 = phi i32 [ %v8_2, %bb8 ]
  %k1 = phi i32 [ %k8.next, %bb8 ]
  %v1_0 = sub i32 %tid, 4
  %v1_1 = sub i32 %n, %v1_0
  %v1_2 = add i32 %u, 6
  %bc1 = icmp ult i32 %v1_1, 28
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %iv4, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = xor i32 %u, 5
  %v2_1 = add i32 %u, %v2_0
  %v2_2 = and i32 %v2_0, 2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb7

bb3:
  %p3 = phi i32 [ %u, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = sub i32 %tid, %u
  %v3_1 = xor i32 %u, %tid
  %v3_2 = xor i32 %v3_1, 6
  %v3_3 = sub i32 %tid, 6
  %bc3 = icmp ult i32 %tid, 27
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %tid, %bb3 ], [ %u, %bb6 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k6.next, %bb6 ]
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb6 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = mul i32 %tid, 1
  %v4_1 = and i32 %iv4, %tid
  %v4_2 = mul i32 %v4_1, 2
  %v4_3 = and i32 %v4_2, 3
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp slt i32 %iv4.next, %trip4
  %rested4 = xor i1 %tired4, true
  %go4 = select i1 %ivc4, i1 %rested4, i1 false
  br i1 %go4, label %bb5, label %bb2

bb5:
  %p5 = phi i32 [ %tid, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = and i32 %p5, %n
  %v5_1 = and i32 %n, %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %tid, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %v6_0 = add i32 %u, %p6
  %v6_1 = and i32 %iv4, 5
  %v6_2 = xor i32 %v6_0, %tid
  %v6_3 = xor i32 %tid, %n
  %bc6 = icmp ult i32 %u, 54
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t2) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb4

bb7:
  %p7 = phi i32 [ %v2_1, %bb2 ]
  %k7 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_0 = add i32 %u, 5
  %v7_1 = mul i32 %v7_0, %u
  %v7_2 = mul i32 %tid, %tid
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %v9_0, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  %v8_0 = and i32 %u, 7
  %v8_1 = and i32 %tid, 1
  %v8_2 = sub i32 %n, %p8
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_2, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb1

bb9:
  %p9 = phi i32 [ %v7_0, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v9_0 = xor i32 %u, %tid
  %v9_1 = and i32 %tid, 5
  %v9_2 = add i32 %v9_1, 2
  %first9 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v9_1) [ "convergencectrl"(token %t0) ]
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first9, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb8
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = and i32 %tid, 6
  %v0_1 = add i32 %n, %tid
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %iv2, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %v1_0 = add i32 %tid, 5
  %v1_1 = xor i32 %u, %v1_0
  %v1_2 = and i32 %tid, %v1_0
  %bc1 = icmp ult i32 %v1_0, 46
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = mul i32 %tid, 3
  %v2_1 = mul i32 %iv2, 1
  %v2_2 = add i32 %p2, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %n, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v3_0 = and i32 %tid, 5
  %v3_1 = sub i32 %u, %v3_0
  %v3_2 = sub i32 %iv2, %v3_1
  %v3_3 = sub i32 %tid, %iv2
  %bc3 = icmp ult i32 %v3_1, 58
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1
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
