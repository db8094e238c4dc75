target triple = "amdgcn--"

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = mul i32 %u, %tid
  store i32 0, ptr addrspace(1) %out, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_0, %bb3 ], [ %first4, %bb4 ]
  %k1 = phi i32 [ %k3.next, %bb3 ], [ %k4, %bb4 ]
  %v1_0 = mul i32 %p1, 6
  %v1_1 = and i32 %u, 2
  %v1_2 = mul i32 %u, %p1
  %v1_3 = add i32 %p1, %v1_2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ 0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = sub i32 %tid, %tid
  %v2_1 = sub i32 %v2_0, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 28
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb3, label %bb4

bb3:
  %p3 = phi i32 [ %n, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = sub i32 %p3, %tid
  %v3_1 = sub i32 %u, %v3_0
  %v3_2 = xor i32 %v3_1, %n
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_1)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1

bb4:
  %p4 = phi i32 [ %n, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = sub i32 %u, 6
  %v4_1 = mul i32 %v4_0, %tid
  %v4_2 = add i32 %n, %u
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
