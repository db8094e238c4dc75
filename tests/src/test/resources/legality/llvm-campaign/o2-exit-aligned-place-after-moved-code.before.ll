target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  %v0_0 = add i32 %n, 7
  %v0_1 = xor i32 %u, %v0_0
  call void @callee1(ptr addrspace(1) %out, i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ], [ %v3_0, %bb3 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %n, %tid
  %v1_1 = sub i32 %v1_0, 7
  %v1_2 = sub i32 %p1, 1
  %v1_3 = xor i32 %v1_1, %p1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %v3_2, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = and i32 %u, 5
  %v2_1 = and i32 %n, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_0, 16
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %u, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = and i32 %n, 4
  %v3_1 = and i32 %p3, 2
  %v3_2 = xor i32 %tid, %tid
  call void @callee1(ptr addrspace(1) %out, i32 %v3_0) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_0, 3
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = mul i32 %u, %u
  %v0_1 = add i32 %tid, %tid
  %v0_2 = sub i32 %u, 6
  %v0_3 = add i32 %u, 6
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_0, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  %v1_0 = add i32 %n, %n
  %v1_1 = sub i32 %p1, %p1
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v3_3, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @plain()
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = add i32 %u, 2
  %v2_1 = xor i32 %iv2, %p2
  %v2_2 = sub i32 %tid, %n
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %p2, 10
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb3, label %bb3

bb3:
  %p3 = phi i32 [ %p2, %bb2 ], [ %p2, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v3_0 = mul i32 %p3, %p3
  %v3_1 = xor i32 %v3_0, 2
  %v3_2 = xor i32 %v3_1, %v3_1
  %v3_3 = add i32 %v3_0, 1
  %bc3 = icmp ult i32 %v3_3, 60
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v0_0 = and i32 %u, %n
  %v0_1 = add i32 %v0_0, %u
  %v0_2 = add i32 %tid, %v0_1
  %v0_3 = mul i32 %v0_2, %tid
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %p5, %bb5 ]
  %k1 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %tid, 3
  %v1_1 = mul i32 %tid, %u
  %v1_2 = sub i32 %p1, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v2_1, %bb2 ], [ %iv3, %bb3 ]
  %k2 = phi i32 [ %k2.next, %bb2 ], [ %k3.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = sub i32 %p2, 2
  %v2_1 = add i32 %p2, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %v2_1, 30
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb2, label %bb5

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %u, %bb4 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = add i32 %tid, %n
  %v3_1 = add i32 %iv3, %n
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv3.next, %trip3
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb2, label %bb4

bb4:
  %p4 = phi i32 [ %p3, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  %v4_0 = add i32 %tid, %iv3
  %v4_1 = and i32 %p4, %iv3
  %v4_2 = add i32 %v4_1, 3
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb3

bb5:
  %p5 = phi i32 [ %v2_0, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %v5_0 = add i32 %n, 3
  %v5_1 = add i32 %v5_0, 2
  %v5_2 = xor i32 %p5, 6
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1
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
