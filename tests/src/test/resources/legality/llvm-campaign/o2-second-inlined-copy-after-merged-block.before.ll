target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = sub i32 %n, 3
  %v0_1 = mul i32 %n, 1
  %v0_2 = and i32 %tid, %tid
  %v0_3 = sub i32 %n, %tid
  call void @callee0(ptr addrspace(1) %out, i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %v2_0, %bb2 ], [ %p4, %bb4 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  call void @plain()
  %v1_0 = add i32 %p1, %tid
  %v1_1 = add i32 %u, 7
  %v1_2 = mul i32 %u, 5
  %v1_3 = mul i32 %p1, %v1_2
  %bc1 = icmp ult i32 %p1, 22
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v2_2, %bb2 ], [ %v4_0, %bb4 ]
  %k2 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = xor i32 %u, 6
  %v2_1 = and i32 %p2, 6
  %v2_2 = and i32 %tid, 3
  %v2_3 = and i32 %v2_2, %tid
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %tid, 28
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb2, label %bb1

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = and i32 %tid, 7
  %v3_1 = sub i32 %tid, %tid
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p3) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v3_0) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %u, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = sub i32 %n, 4
  %v4_1 = xor i32 %u, %v4_0
  %v4_2 = mul i32 %p4, %v4_1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %v4_1, 14
  %go4 = select i1 %tired4, i1 false, i1 %c4
  br i1 %go4, label %bb2, label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = sub i32 %u, 1
  %v0_1 = sub i32 %v0_0, 2
  %v0_2 = and i32 %v0_1, 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_0, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %tid, 7
  %v1_1 = xor i32 %tid, 6
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @plain()
  %v2_0 = add i32 %p2, %n
  %v2_1 = sub i32 %u, %p2
  %v2_2 = mul i32 %v2_1, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %trip5 = and i32 %tid, 15
  %trip7 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %n, 2
  %v0_1 = mul i32 %tid, %n
  %v0_2 = add i32 %n, 3
  %v0_3 = mul i32 %v0_0, %u
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %v0_3
  switch i32 %sw0, label %bb1 [
    i32 1, label %bb2
    i32 2, label %bb1
    i32 3, label %bb2
    i32 4, label %bb1
  ]

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %u, %entry ], [ %u, %entry ], [ %tid, %bb3 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %v1_0 = add i32 %n, %u
  %v1_1 = mul i32 %u, 2
  %v1_2 = and i32 %v1_0, %n
  %bc1 = icmp ult i32 %tid, 23
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = mul i32 %p2, %u
  %v2_1 = sub i32 %p2, 3
  %v2_2 = xor i32 %u, 5
  %v2_3 = and i32 %p2, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ], [ %u, %bb6 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %bb6 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = sub i32 %p3, 1
  %v3_1 = sub i32 %tid, 1
  %v3_2 = xor i32 %tid, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv3.next, %trip3
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb4

bb4:
  %p4 = phi i32 [ %n, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %v4_0 = xor i32 %iv3, %iv3
  %v4_1 = mul i32 %v4_0, %v4_0
  %v4_2 = xor i32 %p4, 4
  %v4_3 = mul i32 %n, %v4_2
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t3) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %tid, %bb4 ], [ %v6_0, %bb6 ]
  %k5 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %iv5 = phi i32 [ 0, %bb4 ], [ %iv5.next, %bb6 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = mul i32 %tid, 5
  %v5_1 = mul i32 %n, %n
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb6:
  %p6 = phi i32 [ %u, %bb7 ]
  %k6 = phi i32 [ %k7.next, %bb7 ]
  %v6_0 = sub i32 %n, %iv3
  %v6_1 = add i32 %v6_0, %tid
  %v6_2 = sub i32 %iv5, %u
  %v6_3 = mul i32 %iv5, 6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_3, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp slt i32 %iv5.next, %trip5
  %rested6 = xor i1 %tired6, true
  %go6 = select i1 %ivc6, i1 %rested6, i1 false
  br i1 %go6, label %bb5, label %bb3

bb7:
  %p7 = phi i32 [ %iv3, %bb5 ], [ %iv7, %bb9 ], [ %v10_1, %bb10 ]
  %k7 = phi i32 [ %k5.next, %bb5 ], [ %k9.next, %bb9 ], [ %k10.next, %bb10 ]
  %iv7 = phi i32 [ 0, %bb5 ], [ %iv7.next, %bb9 ], [ %iv7.next, %bb10 ]
  %t5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t4) ]
  %t6 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t6) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %v7_0 = mul i32 %n, 5
  %v7_1 = mul i32 %iv7, 4
  %v7_2 = sub i32 %v7_1, 3
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv7.next, %trip7
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br i1 %go7, label %bb8, label %bb6

bb8:
  %p8 = phi i32 [ %u, %bb7 ]
  %k8 = phi i32 [ %k7.next, %bb7 ]
  %v8_0 = mul i32 %iv3, 4
  %v8_1 = mul i32 %u, %n
  %v8_2 = sub i32 %p8, %u
  %bc8 = icmp ult i32 %tid, 11
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t5) ]
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %sw8 = select i1 %tired8, i32 0, i32 %tid
  switch i32 %sw8, label %bb9 [
    i32 1, label %bb10
    i32 2, label %bb10
    i32 3, label %bb9
    i32 4, label %bb9
  ]

bb9:
  %p9 = phi i32 [ %v8_1, %bb8 ], [ %v8_1, %bb8 ], [ %v8_1, %bb8 ]
  %k9 = phi i32 [ %k8.next, %bb8 ], [ %k8.next, %bb8 ], [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %v9_0 = xor i32 %n, 6
  %v9_1 = and i32 %iv7, 2
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_1, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb7

bb10:
  %p10 = phi i32 [ %tid, %bb8 ], [ %tid, %bb8 ]
  %k10 = phi i32 [ %k8.next, %bb8 ], [ %k8.next, %bb8 ]
  call void @plain()
  %v10_0 = mul i32 %iv7, %u
  %v10_1 = and i32 %u, %iv7
  %v10_2 = xor i32 %v10_1, %p10
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v10_2, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb7
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
