target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = mul i32 %tid, %tid
  %v0_1 = and i32 %v0_0, %tid
  %v0_2 = and i32 %n, 3
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  call void @callee1(ptr addrspace(1) %out, i32 %tid)
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %first0, 18
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %v2_1, %bb2 ], [ %v2_1, %bb2 ], [ %v3_3, %bb3 ], [ %v3_3, %bb3 ], [ %u, %bb4 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ], [ %k3.next, %bb3 ], [ %k3.next, %bb3 ], [ %k4.next, %bb4 ]
  %v1_0 = add i32 %u, 5
  %v1_1 = add i32 %u, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = sub i32 %tid, 5
  %v2_1 = and i32 %v2_0, 6
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %sw2 = select i1 %tired2, i32 0, i32 %u
  switch i32 %sw2, label %bb1 [
    i32 1, label %bb4
    i32 2, label %bb1
  ]

bb3:
  %p3 = phi i32 [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = add i32 %tid, 6
  %v3_1 = mul i32 %n, 1
  %v3_2 = sub i32 %n, 2
  %v3_3 = and i32 %n, %v3_2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_2, 11
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb1

bb4:
  %p4 = phi i32 [ %u, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = add i32 %tid, 5
  %v4_1 = and i32 %p4, 2
  %v4_2 = add i32 %tid, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 7
  %trip9 = and i32 %n, 7
  %v0_0 = xor i32 %n, %u
  %v0_1 = xor i32 %u, 1
  %v0_2 = xor i32 %tid, 3
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u)
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 18
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %u, %bb4 ], [ %first6, %bb6 ]
  %k1 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %v1_0 = and i32 %n, 5
  %v1_1 = sub i32 %p1, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = xor i32 %u, 1
  %v2_1 = mul i32 %tid, %v2_0
  %v2_2 = mul i32 %v2_0, 7
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2)
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v0_2, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = sub i32 %n, 5
  %v3_1 = sub i32 %p3, %u
  %v3_2 = xor i32 %v3_0, 4
  %v3_3 = mul i32 %p3, %p3
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb6

bb4:
  %p4 = phi i32 [ %n, %bb2 ], [ %u, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = xor i32 %u, %tid
  %v4_1 = add i32 %v4_0, %v4_0
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp slt i32 %iv4.next, %trip4
  %rested4 = xor i1 %tired4, true
  %go4 = select i1 %ivc4, i1 %rested4, i1 false
  br i1 %go4, label %bb5, label %bb1

bb5:
  %p5 = phi i32 [ %n, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = add i32 %p5, %p5
  %v5_1 = add i32 %tid, %u
  %v5_2 = mul i32 %v5_1, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb4

bb6:
  %p6 = phi i32 [ %v3_0, %bb3 ], [ %u, %bb8 ]
  %k6 = phi i32 [ %k3.next, %bb3 ], [ %k8.next, %bb8 ]
  %v6_0 = add i32 %u, %u
  %v6_1 = add i32 %tid, %n
  %v6_2 = xor i32 %v6_0, %v6_0
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_2)
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %c6 = icmp slt i32 %first6, 18
  %go6 = select i1 %tired6, i1 true, i1 %c6
  br i1 %go6, label %bb1, label %bb7

bb7:
  %p7 = phi i32 [ %u, %bb6 ]
  %k7 = phi i32 [ %k6.next, %bb6 ]
  %v7_0 = sub i32 %n, 4
  %v7_1 = mul i32 %tid, 6
  %v7_2 = and i32 %u, %p7
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %p9, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  %v8_0 = and i32 %p8, %n
  %v8_1 = xor i32 %n, %p8
  %v8_2 = xor i32 %n, %n
  %bc8 = icmp ult i32 %p8, 45
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8)
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb6

bb9:
  %p9 = phi i32 [ %u, %bb7 ], [ %v10_2, %bb10 ]
  %k9 = phi i32 [ %k7.next, %bb7 ], [ %k10.next, %bb10 ]
  %iv9 = phi i32 [ 0, %bb7 ], [ %iv9.next, %bb10 ]
  %iv9.next = add nuw nsw i32 %iv9, 1
  %v9_0 = add i32 %tid, %tid
  %v9_1 = sub i32 %u, %n
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_1, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %ivc9 = icmp sge i32 %iv9.next, %trip9
  %go9 = select i1 %tired9, i1 true, i1 %ivc9
  br i1 %go9, label %bb8, label %bb10

bb10:
  %p10 = phi i32 [ %n, %bb9 ]
  %k10 = phi i32 [ %k9.next, %bb9 ]
  %v10_0 = add i32 %iv9, %n
  %v10_1 = mul i32 %p10, %n
  %v10_2 = add i32 %u, 2
  %v10_3 = mul i32 %v10_0, %v10_1
  %first10 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v10_3)
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first10, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb9
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %tid, 15
  %v0_0 = sub i32 %n, %tid
  %v0_1 = add i32 %v0_0, 7
  %v0_2 = and i32 %v0_1, 4
  %v0_3 = and i32 %v0_0, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 10
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %p3, %bb3 ], [ %v4_0, %bb4 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k4.next, %bb4 ]
  %v1_0 = add i32 %tid, 7
  %v1_1 = xor i32 %v1_0, 3
  %v1_2 = sub i32 %p1, 5
  %v1_3 = sub i32 %p1, 3
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_3)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = add i32 %u, 1
  %v2_1 = sub i32 %n, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ], [ %tid, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb4 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = mul i32 %iv3, 2
  %v3_1 = xor i32 %u, 1
  %bc3 = icmp ult i32 %n, 12
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %iv3, 20
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb1

bb4:
  %p4 = phi i32 [ %p3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = xor i32 %iv3, %n
  %v4_1 = mul i32 %tid, 1
  %v4_2 = sub i32 %iv3, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv3.next, %trip3
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb3
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
