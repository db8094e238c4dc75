target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = xor i32 %tid, 5
  %v0_1 = mul i32 %n, %u
  %v0_2 = add i32 %tid, 1
  %v0_3 = sub i32 %v0_0, %v0_0
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 3
  %trip5 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @plain()
  %v0_0 = and i32 %tid, 1
  %v0_1 = xor i32 %n, 3
  %v0_2 = xor i32 %n, %n
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %v2_1, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = add i32 %u, 3
  %v1_1 = mul i32 %v1_0, 5
  %v1_2 = xor i32 %v1_1, %n
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  %v2_0 = and i32 %tid, %tid
  %v2_1 = sub i32 %p2, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %iv5, %bb7 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k7.next, %bb7 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb7 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = and i32 %tid, 6
  %v3_1 = and i32 %iv3, %v3_0
  %v3_2 = xor i32 %n, 3
  %v3_3 = sub i32 %u, 7
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv3.next, %trip3
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb4, label %bb2

bb4:
  %p4 = phi i32 [ %v3_3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  %v4_0 = sub i32 %n, %u
  %v4_1 = and i32 %v4_0, %u
  %v4_2 = and i32 %v4_1, 7
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %tid, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %iv5 = phi i32 [ 0, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = and i32 %p5, 3
  %v5_1 = and i32 %iv5, 5
  %v5_2 = sub i32 %u, 3
  %v5_3 = xor i32 %iv5, 4
  %bc5 = icmp ult i32 %p5, 26
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb7:
  %p7 = phi i32 [ %n, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %v7_0 = mul i32 %tid, %u
  %v7_1 = sub i32 %iv3, %tid
  %bc7 = icmp ult i32 %iv5, 39
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t2) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %p7, 28
  %go7 = select i1 %tired7, i1 false, i1 %c7
  br label %bb3
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
