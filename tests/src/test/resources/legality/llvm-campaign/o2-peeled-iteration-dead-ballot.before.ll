target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %trip4 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %n, 3
  %v0_1 = and i32 %tid, %tid
  %v0_2 = add i32 %v0_0, %v0_0
  %v0_3 = and i32 %n, %n
  %bc0 = icmp ult i32 %tid, 52
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v0_3) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_2, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %u, %u
  %v1_1 = sub i32 %u, 4
  %v1_2 = and i32 %v1_0, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %v3_2, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %n, 4
  %v2_1 = and i32 %n, %tid
  %v2_2 = add i32 %u, %tid
  %v2_3 = sub i32 %v2_2, 7
  %bc2 = icmp ult i32 %iv2, 54
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %p4, %bb4 ]
  %k3 = phi i32 [ %k4.next, %bb4 ]
  %v3_0 = xor i32 %u, %n
  %v3_1 = add i32 %p3, 6
  %v3_2 = sub i32 %n, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %sw3 = select i1 %tired3, i32 0, i32 %tid
  switch i32 %sw3, label %bb1 [
    i32 1, label %bb2
  ]

bb4:
  %p4 = phi i32 [ %p2, %bb2 ], [ %iv4, %bb5 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %p4, 6
  %v4_1 = and i32 %v4_0, %iv4
  %v4_2 = mul i32 %n, 1
  %bc4 = icmp ult i32 %iv4, 55
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t3) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %ivc4 = icmp slt i32 %iv4.next, %trip4
  %rested4 = xor i1 %tired4, true
  %go4 = select i1 %ivc4, i1 %rested4, i1 false
  br i1 %go4, label %bb5, label %bb3

bb5:
  %p5 = phi i32 [ %p4, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = add i32 %tid, %p5
  %v5_1 = xor i32 %iv4, 3
  %v5_2 = and i32 %u, 5
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %tid, 2
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br label %bb4
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = and i32 %n, %n
  %v0_1 = sub i32 %tid, 2
  %v0_2 = and i32 %n, %v0_1
  %v0_3 = sub i32 %v0_0, 3
  %bc0 = icmp ult i32 %u, 44
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 13
  %go0 = select i1 %tired0, i1 true, i1 %c0
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
