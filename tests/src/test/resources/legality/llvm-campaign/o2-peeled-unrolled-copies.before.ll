target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @callee0(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %n, %tid
  %v0_1 = and i32 %n, 1
  %v0_2 = xor i32 %u, 4
  %v0_3 = add i32 %v0_0, %u
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v2_0, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %v1_0 = mul i32 %tid, 2
  %v1_1 = mul i32 %u, %n
  %v1_2 = and i32 %v1_1, 5
  %v1_3 = xor i32 %v1_2, 6
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %v4_2, %bb4 ], [ %v5_0, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %n, 7
  %v2_1 = add i32 %v2_0, 4
  %v2_2 = mul i32 %u, 5
  %v2_3 = sub i32 %n, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 12
  %c2 = icmp slt i32 %u, 6
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %n, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %v3_0 = and i32 %tid, %tid
  %v3_1 = xor i32 %n, %tid
  %v3_2 = add i32 %tid, %n
  %v3_3 = and i32 %tid, %v3_2
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p3) [ "convergencectrl"(token %t3) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 12
  %c3 = icmp slt i32 %u, 9
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb5

bb4:
  %p4 = phi i32 [ %first3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  %v4_0 = add i32 %n, %tid
  %v4_1 = add i32 %u, %n
  %v4_2 = mul i32 %n, 4
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb2

bb5:
  %p5 = phi i32 [ %tid, %bb3 ]
  %k5 = phi i32 [ %k3.next, %bb3 ]
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @callee1(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t6) ]
  %v5_0 = and i32 %tid, 7
  %v5_1 = add i32 %u, %p5
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb2
}

define internal void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = add i32 %u, %u
  %v0_1 = and i32 %u, 2
  %v0_2 = sub i32 %n, %v0_0
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb1

bb1:
  %p1 = phi i32 [ %first0, %entry ]
  %k1 = phi i32 [ %k0.next, %entry ]
  %v1_0 = and i32 %tid, 3
  %v1_1 = mul i32 %v1_0, 5
  %v1_2 = sub i32 %p1, 4
  %v1_3 = and i32 %n, 5
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = mul i32 %u, %n
  %v0_1 = mul i32 %u, 2
  %v0_2 = sub i32 %n, 3
  %v0_3 = sub i32 %v0_1, %v0_2
  %t0 = call token @llvm.experimental.convergence.anchor()
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  %v1_0 = and i32 %p1, 5
  %v1_1 = add i32 %n, %u
  %v1_2 = add i32 %v1_1, 5
  %v1_3 = and i32 %v1_2, 6
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_0) [ "convergencectrl"(token %t2) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %p3, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v2_0 = add i32 %u, %p2
  %v2_1 = sub i32 %n, %u
  %v2_2 = mul i32 %v2_0, 3
  %v2_3 = and i32 %p2, %p2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v3_0 = and i32 %tid, 6
  %v3_1 = and i32 %p3, %u
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 6
  %c3 = icmp slt i32 %p3, 25
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb2, label %bb1
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
