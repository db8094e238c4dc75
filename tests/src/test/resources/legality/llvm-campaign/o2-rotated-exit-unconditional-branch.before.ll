target triple = "amdgcn--"

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %v0_0 = xor i32 %u, %n
  %v0_1 = add i32 %v0_0, %u
  %v0_2 = sub i32 %u, %n
  %v0_3 = xor i32 %v0_2, 6
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %v1_0 = mul i32 %u, %u
  %v1_1 = add i32 %u, 7
  %v1_2 = mul i32 %v1_0, %v1_0
  %v1_3 = sub i32 %p1, 5
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %u, %bb4 ], [ %iv2, %bb6 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ], [ %iv2.next, %bb6 ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %u, %tid
  %v2_1 = add i32 %p2, %p2
  %v2_2 = and i32 %iv2, 7
  %v2_3 = mul i32 %u, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %v2_2, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = sub i32 %n, 3
  %v3_1 = xor i32 %n, %u
  %v3_2 = mul i32 %iv2, 4
  %v3_3 = and i32 %u, %p3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 24
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb5

bb4:
  %p4 = phi i32 [ %v3_3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = sub i32 %n, 5
  %v4_1 = xor i32 %tid, %p4
  %bc4 = icmp ult i32 %u, 58
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2

bb5:
  %p5 = phi i32 [ %v3_3, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  %v5_0 = xor i32 %iv2, 7
  %v5_1 = sub i32 %iv2, 4
  %v5_2 = mul i32 %n, 2
  %v5_3 = sub i32 %v5_2, %p5
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %tid, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %v6_0 = xor i32 %p6, %n
  %v6_1 = add i32 %n, 6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %c6 = icmp slt i32 %u, 29
  %go6 = select i1 %tired6, i1 true, i1 %c6
  br label %bb2
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 15
  %v0_0 = add i32 %n, 3
  %v0_1 = xor i32 %tid, %n
  %v0_2 = and i32 %v0_1, 4
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_2)
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
