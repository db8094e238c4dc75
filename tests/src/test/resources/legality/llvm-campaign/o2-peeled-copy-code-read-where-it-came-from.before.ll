target triple = "amdgcn--"

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip7 = and i32 %tid, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = mul i32 %tid, %u
  %v0_1 = and i32 %n, %tid
  %v0_2 = mul i32 %n, %u
  %v0_3 = and i32 %v0_1, %v0_2
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb4

bb1:
  %p1 = phi i32 [ %v8_0, %bb8 ]
  %k1 = phi i32 [ %k8.next, %bb8 ]
  call void @plain()
  %v1_0 = and i32 %tid, %tid
  %v1_1 = mul i32 %u, 4
  %v1_2 = add i32 %p1, 6
  %v1_3 = sub i32 %v1_2, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_2, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v2_0 = xor i32 %n, %p2
  %v2_1 = add i32 %p2, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 4
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb5, label %bb6

bb3:
  %p3 = phi i32 [ %p4, %bb4 ]
  %k3 = phi i32 [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v3_0 = xor i32 %p3, %p3
  %v3_1 = xor i32 %v3_0, %p3
  %v3_2 = mul i32 %v3_1, 5
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2

bb4:
  %p4 = phi i32 [ %u, %entry ]
  %k4 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  %v4_0 = xor i32 %p4, %p4
  %v4_1 = mul i32 %v4_0, 4
  %v4_2 = add i32 %u, %p4
  %v4_3 = xor i32 %v4_2, 4
  %bc4 = icmp ult i32 %u, 16
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %u, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = sub i32 %p5, %tid
  %v5_1 = xor i32 %n, %tid
  %v5_2 = add i32 %u, %n
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb7

bb6:
  %p6 = phi i32 [ %p2, %bb2 ]
  %k6 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v6_0 = sub i32 %u, %u
  %v6_1 = mul i32 %tid, %n
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  ret void

bb7:
  %p7 = phi i32 [ %p5, %bb5 ], [ %tid, %bb8 ]
  %k7 = phi i32 [ %k5.next, %bb5 ], [ %k8.next, %bb8 ]
  %iv7 = phi i32 [ 0, %bb5 ], [ %iv7.next, %bb8 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %v7_0 = add i32 %tid, %n
  %v7_1 = xor i32 %p7, 5
  %v7_2 = add i32 %p7, 6
  %v7_3 = mul i32 %p7, %tid
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v7_1) [ "convergencectrl"(token %t3) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %c7 = icmp slt i32 %u, 17
  %go7 = select i1 %tired7, i1 true, i1 %c7
  br label %bb9

bb8:
  %p8 = phi i32 [ %n, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v8_0 = xor i32 %tid, %n
  %v8_1 = sub i32 %n, 5
  %first8 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t3) ]
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 64
  %ivc8 = icmp slt i32 %iv7.next, %trip7
  %rested8 = xor i1 %tired8, true
  %go8 = select i1 %ivc8, i1 %rested8, i1 false
  br i1 %go8, label %bb7, label %bb1

bb9:
  %p9 = phi i32 [ %first7, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v9_0 = mul i32 %u, %p9
  %v9_1 = sub i32 %tid, 5
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_1, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb8
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
