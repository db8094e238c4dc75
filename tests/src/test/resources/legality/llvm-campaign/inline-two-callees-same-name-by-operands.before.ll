target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %trip25 = and i32 %n, 3
  %trip27 = and i32 %n, 7
  %trip29 = and i32 %tid, 3
  %trip6 = and i32 %tid, 15
  %trip15 = and i32 %tid, 15
  %v0_0 = sub i32 %u, 1
  %v0_1 = mul i32 %u, 5
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0)
  call void @callee1(ptr addrspace(1) %out, i32 %v0_1)
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %tid, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %iv2 = phi i32 [ 0, %entry ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, 6
  %v2_1 = and i32 %tid, 6
  %v2_2 = and i32 %u, %u
  call void @callee1(ptr addrspace(1) %out, i32 %v2_1)
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %u, %bb7 ]
  %k5 = phi i32 [ %k7.next, %bb7 ]
  %v5_0 = sub i32 %u, 3
  %v5_1 = sub i32 %u, 7
  %bc5 = icmp ult i32 %n, 62
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb9

bb6:
  %p6 = phi i32 [ %tid, %bb2 ]
  %k6 = phi i32 [ %k2.next, %bb2 ]
  %iv6 = phi i32 [ 0, %bb2 ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %v6_0 = and i32 %p6, 5
  %v6_1 = sub i32 %tid, 4
  %v6_2 = sub i32 %tid, %u
  %v6_3 = sub i32 %v6_2, 4
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_0)
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb7

bb7:
  %p7 = phi i32 [ %v6_1, %bb6 ]
  %k7 = phi i32 [ %k6.next, %bb6 ]
  %v7_0 = mul i32 %iv6, %iv2
  %v7_1 = add i32 %iv2, 3
  %v7_2 = xor i32 %p7, %p7
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv6.next, %trip6
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br label %bb5

bb8:
  %p8 = phi i32 [ %n, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  %v8_0 = add i32 %iv2, %tid
  %v8_1 = xor i32 %iv2, %tid
  %v8_2 = xor i32 %n, %u
  %v8_3 = sub i32 %u, %u
  %bc8 = icmp ult i32 %v8_1, 14
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8)
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb13

bb9:
  %p9 = phi i32 [ %iv2, %bb5 ], [ %v11_1, %bb11 ]
  %k9 = phi i32 [ %k5.next, %bb5 ], [ %k11.next, %bb11 ]
  %v9_0 = sub i32 %iv2, %n
  %v9_1 = and i32 %u, %iv2
  %bc9 = icmp ult i32 %u, 54
  %ballot9 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc9)
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot9, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %c9 = icmp slt i32 %u, 27
  %go9 = select i1 %tired9, i1 false, i1 %c9
  br i1 %go9, label %bb10, label %bb8

bb10:
  %p10 = phi i32 [ %n, %bb9 ]
  %k10 = phi i32 [ %k9.next, %bb9 ]
  %v10_0 = sub i32 %p10, 4
  %v10_1 = add i32 %n, %v10_0
  %v10_2 = and i32 %v10_1, %u
  %v10_3 = add i32 %tid, 2
  call void @callee1(ptr addrspace(1) %out, i32 %v10_1)
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v10_3, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb11

bb11:
  %p11 = phi i32 [ %v10_3, %bb10 ]
  %k11 = phi i32 [ %k10.next, %bb10 ]
  %v11_0 = mul i32 %p11, %tid
  %v11_1 = mul i32 %v11_0, 4
  %bc11 = icmp ult i32 %n, 20
  %ballot11 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc11)
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot11, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
  %tired11 = icmp sge i32 %k11.next, 64
  %c11 = icmp slt i32 %v11_0, 3
  %go11 = select i1 %tired11, i1 true, i1 %c11
  br label %bb9

bb13:
  %p13 = phi i32 [ %v8_1, %bb8 ]
  %k13 = phi i32 [ %k8.next, %bb8 ]
  %v13_0 = and i32 %p13, %u
  %v13_1 = sub i32 %v13_0, %iv2
  call void @callee0(ptr addrspace(1) %out, i32 %tid)
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v13_1, ptr addrspace(1) %addr13, align 4
  %k13.next = add i32 %k13, 1
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %v0_0 = sub i32 %n, %tid
  %v0_1 = mul i32 %u, %u
  %v0_2 = sub i32 %v0_0, %v0_0
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %v1_0 = xor i32 %tid, 7
  %v1_1 = add i32 %tid, %u
  %v1_2 = add i32 %n, 4
  %bc1 = icmp ult i32 %tid, 50
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = and i32 %u, %u
  %v2_1 = sub i32 %u, %v2_0
  %v2_2 = sub i32 %n, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v5_0, %bb5 ]
  %k3 = phi i32 [ %k5.next, %bb5 ]
  %v3_0 = sub i32 %n, %p3
  %v3_1 = sub i32 %tid, %v3_0
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %p4 = phi i32 [ %v2_2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = add i32 %tid, 7
  %v4_1 = xor i32 %iv2, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %iv2, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = xor i32 %iv2, 2
  %v5_1 = mul i32 %tid, %n
  %v5_2 = add i32 %iv2, %v5_1
  %v5_3 = add i32 %n, %iv2
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 3
  %trip8 = and i32 %n, 3
  %v0_0 = add i32 %u, 7
  %v0_1 = mul i32 %tid, %tid
  %v0_2 = and i32 %v0_0, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %iv2 = phi i32 [ 0, %entry ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %tid, 5
  %v2_1 = mul i32 %tid, %u
  %v2_2 = xor i32 %u, 3
  %v2_3 = mul i32 %u, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %u, 26
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb4, label %bb5

bb4:
  %p4 = phi i32 [ %iv2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = mul i32 %tid, 4
  %v4_1 = and i32 %u, 5
  %v4_2 = xor i32 %n, 6
  %v4_3 = sub i32 %u, %n
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  ret void

bb5:
  %p5 = phi i32 [ %iv2, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = xor i32 %tid, %n
  %v5_1 = xor i32 %p5, %u
  %v5_2 = xor i32 %n, %u
  %v5_3 = xor i32 %u, 3
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_0)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
