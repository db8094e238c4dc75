target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, 1
  %v0_1 = add i32 %n, 4
  %v0_2 = sub i32 %u, %v0_1
  %v0_3 = xor i32 %v0_1, %n
  call void @callee0(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_0, 27
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb2

bb1:
  %p1 = phi i32 [ %v2_3, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %v1_0 = xor i32 %p1, %u
  %v1_1 = sub i32 %u, 3
  call void @callee1(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %tid, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = sub i32 %p2, %tid
  %v2_1 = and i32 %u, %tid
  %v2_2 = and i32 %n, 6
  %v2_3 = mul i32 %n, 7
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = mul i32 %tid, 7
  %v0_1 = xor i32 %n, 5
  %v0_2 = xor i32 %tid, 7
  %v0_3 = and i32 %n, 5
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb5 ], [ %n, %bb6 ]
  %k1 = phi i32 [ %k5.next, %bb5 ], [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %tid, %u
  %v1_1 = and i32 %u, 7
  %v1_2 = sub i32 %v1_0, %n
  %v1_3 = sub i32 %v1_2, 1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_1, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v2_0 = mul i32 %tid, %u
  %v2_1 = add i32 %v2_0, %p2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %p2, 24
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb4, label %bb5

bb3:
  %p3 = phi i32 [ %v0_0, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  %v3_0 = mul i32 %u, 2
  %v3_1 = sub i32 %tid, %u
  %v3_2 = mul i32 %v3_1, %n
  %v3_3 = mul i32 %v3_2, %tid
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2

bb4:
  %p4 = phi i32 [ %v2_1, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = sub i32 %n, 3
  %v4_1 = and i32 %u, %p4
  %bc4 = icmp ult i32 %n, 47
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %tid, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = xor i32 %p5, 6
  %v5_1 = add i32 %tid, %tid
  %v5_2 = and i32 %n, %v5_1
  %v5_3 = sub i32 %v5_1, 3
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb1

bb6:
  %p6 = phi i32 [ %v4_0, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v6_0 = mul i32 %u, 4
  %v6_1 = xor i32 %tid, 7
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %u, 5
  %v0_1 = sub i32 %tid, %v0_0
  %v0_2 = xor i32 %n, 7
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %v0_2
  switch i32 %sw0, label %bb1 [
    i32 1, label %bb1
    i32 2, label %bb2
    i32 3, label %bb2
  ]

bb1:
  %p1 = phi i32 [ %n, %entry ], [ %n, %entry ], [ %p3, %bb3 ], [ %first5, %bb5 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %n, %p1
  %v1_1 = add i32 %p1, 6
  %v1_2 = and i32 %v1_1, 4
  %v1_3 = add i32 %v1_2, %v1_0
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = mul i32 %u, %p2
  %v2_1 = sub i32 %p2, 1
  %v2_2 = mul i32 %v2_1, %v2_1
  %v2_3 = xor i32 %v2_1, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %u, 28
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb3, label %bb4

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  %v3_0 = and i32 %n, 7
  %v3_1 = mul i32 %p3, %p3
  %v3_2 = mul i32 %tid, %n
  %v3_3 = and i32 %tid, 1
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1

bb4:
  %p4 = phi i32 [ %v2_2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v4_0 = and i32 %n, 1
  %v4_1 = sub i32 %p4, %tid
  %v4_2 = mul i32 %v4_0, 7
  %v4_3 = mul i32 %p4, %v4_0
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p4) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %v4_2, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = sub i32 %u, 2
  %v5_1 = sub i32 %v5_0, 5
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
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
