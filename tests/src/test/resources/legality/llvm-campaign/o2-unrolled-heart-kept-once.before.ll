target triple = "amdgcn--"

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = sub i32 %u, 5
  %v0_1 = and i32 %v0_0, 6
  %v0_2 = sub i32 %n, %v0_1
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %first3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %v1_0 = sub i32 %tid, %u
  %v1_1 = and i32 %u, %p1
  %v1_2 = add i32 %tid, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %n, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_0 = xor i32 %u, %p2
  %v2_1 = and i32 %tid, %n
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %u, 28
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb4, label %bb5

bb3:
  %p3 = phi i32 [ %v4_0, %bb4 ], [ %tid, %bb5 ]
  %k3 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  call void @plain()
  %v3_0 = add i32 %u, 5
  %v3_1 = and i32 %u, %p3
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 7
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %u, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v4_0 = mul i32 %tid, %tid
  %v4_1 = xor i32 %p4, %n
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %v2_0, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_0 = mul i32 %u, %u
  %v5_1 = xor i32 %p5, 5
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %u, 31
  %go5 = select i1 %tired5, i1 false, i1 %c5
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = sub i32 %n, 3
  %v0_1 = sub i32 %u, 5
  %v0_2 = xor i32 %v0_0, %n
  %v0_3 = sub i32 %v0_0, %u
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 2, i32 %u
  ret void
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
