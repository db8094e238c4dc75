target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip7 = and i32 %n, 15
  %trip9 = and i32 %tid, 3
  %trip15 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.anchor()
  %v0_0 = xor i32 %n, %u
  %v0_1 = sub i32 %n, %tid
  %v0_2 = mul i32 %v0_1, %v0_1
  %v0_3 = xor i32 %v0_0, %v0_2
  br label %bb2

bb1:
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 0, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %v3_0, %bb3 ]
  %k2 = phi i32 [ 0, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = mul i32 %n, %tid
  %v2_1 = mul i32 %n, %u
  %v2_2 = xor i32 %n, %v2_1
  %bc2 = icmp ult i32 %v2_1, 30
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v2_2) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %ballot2, 24
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br label %bb4

bb3:
  %p3 = phi i32 [ %n, %bb6 ]
  %k3 = phi i32 [ %k6.next, %bb6 ]
  %v3_0 = and i32 %iv2, %u
  %v3_1 = sub i32 %u, 4
  %v3_2 = and i32 %n, 7
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %n, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = add i32 %n, %iv2
  %v4_1 = and i32 %iv2, 3
  %v4_2 = xor i32 %v4_1, 7
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_2) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %tid, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v6_0 = xor i32 %p6, 1
  %v6_1 = sub i32 %v6_0, 7
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb3
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = sub i32 %tid, %n
  %v0_1 = sub i32 %u, %tid
  %v0_2 = add i32 %v0_1, %n
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %u, %tid
  %v2_1 = add i32 %u, 3
  %v2_2 = xor i32 %p2, 3
  %bc2 = icmp ult i32 %v2_2, 35
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
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
