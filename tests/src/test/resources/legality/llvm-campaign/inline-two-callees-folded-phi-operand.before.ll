target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %u, 6
  %v0_1 = and i32 %tid, 2
  %v0_2 = sub i32 %n, %v0_1
  %bc0 = icmp ult i32 %tid, 1
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %iv2 = phi i32 [ 0, %entry ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %n, %u
  %v2_1 = mul i32 %tid, %v2_0
  %v2_2 = mul i32 %p2, 1
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_1, 18
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br label %bb4

bb4:
  %p4 = phi i32 [ %n, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = add i32 %n, %u
  %v4_1 = and i32 %u, %u
  %v4_2 = add i32 %p4, %v4_1
  %v4_3 = sub i32 %iv2, %u
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %p4, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %v5_0 = add i32 %tid, %tid
  %v5_1 = add i32 %v5_0, 5
  %v5_2 = mul i32 %u, %p5
  %v5_3 = sub i32 %tid, %v5_0
  %bc5 = icmp ult i32 %u, 42
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t3) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v5_2) [ "convergencectrl"(token %t3) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %u, 24
  %go5 = select i1 %tired5, i1 true, i1 %c5
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip8 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %n, %n
  %v0_1 = and i32 %v0_0, %n
  %v0_2 = sub i32 %v0_1, 3
  %v0_3 = add i32 %v0_0, 4
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %first0, 27
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %v0_2, %entry ]
  %k1 = phi i32 [ %k0.next, %entry ]
  %v1_0 = sub i32 %n, %n
  %v1_1 = xor i32 %u, %p1
  %v1_2 = sub i32 %u, 3
  %v1_3 = and i32 %v1_0, %u
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = sub i32 %n, 3
  %v2_1 = and i32 %tid, %v2_0
  %v2_2 = xor i32 %u, 4
  %v2_3 = mul i32 %v2_2, %v2_2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %first2, 28
  %go2 = select i1 %tired2, i1 false, i1 %c2
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %n, %n
  %v0_1 = add i32 %u, 3
  %v0_2 = add i32 %n, %u
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v2_0 = xor i32 %p2, %tid
  %v2_1 = mul i32 %v2_0, 7
  %v2_2 = mul i32 %v2_0, %u
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %first2, 9
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = and i32 %u, %tid
  %v3_1 = add i32 %tid, 4
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %sw3 = select i1 %tired3, i32 0, i32 %tid
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
