target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %tid, 3
  %v0_0 = and i32 %tid, 5
  %v0_1 = and i32 %n, 5
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0)
  call void @callee1(ptr addrspace(1) %out, i32 %tid)
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %first0, 19
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br label %bb2

bb1:
  %p1 = phi i32 [ %iv3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %v1_0 = and i32 %p1, 7
  %v1_1 = sub i32 %n, %n
  %v1_2 = mul i32 %u, %v1_1
  call void @callee1(ptr addrspace(1) %out, i32 %u)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = mul i32 %p2, %u
  %v2_1 = xor i32 %v2_0, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %u, %bb2 ], [ %v4_0, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb4 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = add i32 %n, %tid
  %v3_1 = and i32 %v3_0, %tid
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %iv3, 4
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb1

bb4:
  %p4 = phi i32 [ %p3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = and i32 %n, %n
  %v4_1 = add i32 %p4, 2
  %v4_2 = sub i32 %tid, 3
  %v4_3 = and i32 %v4_0, %n
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_2)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp sge i32 %iv3.next, %trip3
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %v0_0 = add i32 %u, 4
  %v0_1 = sub i32 %u, %tid
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb2:
  %p2 = phi i32 [ %p3, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %v2_0 = xor i32 %n, 7
  %v2_1 = mul i32 %n, 6
  %v2_2 = mul i32 %u, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  ret void

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %u, %bb7 ], [ %v8_0, %bb8 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k7.next, %bb7 ], [ %k8.next, %bb8 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb7 ], [ %iv3.next, %bb8 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = xor i32 %iv3, 1
  %v3_1 = and i32 %tid, %tid
  %bc3 = icmp ult i32 %p3, 60
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv3.next, %trip3
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb2, label %bb4

bb4:
  %p4 = phi i32 [ %v3_0, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = sub i32 %iv3, %n
  %v4_1 = sub i32 %iv3, 3
  %v4_2 = sub i32 %u, %n
  %v4_3 = sub i32 %tid, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %v4_2, 20
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb5, label %bb6

bb5:
  %p5 = phi i32 [ %tid, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = mul i32 %p5, 4
  %v5_1 = add i32 %v5_0, 7
  %bc5 = icmp ult i32 %iv3, 30
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %ballot5, 31
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br label %bb7

bb6:
  %p6 = phi i32 [ %n, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_0 = xor i32 %p6, 2
  %v6_1 = sub i32 %u, 2
  %v6_2 = and i32 %tid, %v6_1
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_2)
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb8

bb7:
  %p7 = phi i32 [ %ballot5, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  %v7_0 = add i32 %n, %tid
  %v7_1 = and i32 %v7_0, 1
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_1, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb3

bb8:
  %p8 = phi i32 [ %iv3, %bb6 ]
  %k8 = phi i32 [ %k6.next, %bb6 ]
  %v8_0 = mul i32 %tid, 6
  %v8_1 = and i32 %tid, 4
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb3
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
