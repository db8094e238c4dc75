target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = xor i32 %u, 1
  %v0_1 = add i32 %u, %v0_0
  %v0_2 = xor i32 %u, 1
  %v0_3 = add i32 %u, %v0_2
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb2:
  %p2 = phi i32 [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = and i32 %tid, %p2
  %v2_1 = sub i32 %v2_0, 2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  ret void

bb3:
  %p3 = phi i32 [ %v0_0, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v3_0 = add i32 %tid, 2
  %v3_1 = sub i32 %tid, %v3_0
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = and i32 %tid, %tid
  %v0_1 = sub i32 %tid, %tid
  %bc0 = icmp ult i32 %u, 50
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 31
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %v4_0, %bb4 ], [ %v11_1, %bb11 ]
  %k1 = phi i32 [ %k4.next, %bb4 ], [ %k11.next, %bb11 ]
  call void @plain()
  %v1_0 = mul i32 %u, %tid
  %v1_1 = xor i32 %u, 4
  %v1_2 = and i32 %v1_1, 4
  %bc1 = icmp ult i32 %v1_1, 61
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = add i32 %p2, %p2
  %v2_1 = and i32 %tid, 4
  %v2_2 = add i32 %p2, 3
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %sw2 = select i1 %tired2, i32 0, i32 %tid
  br label %bb4

bb3:
  %p3 = phi i32 [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = add i32 %p3, 2
  %v3_1 = and i32 %tid, 3
  %bc3 = icmp ult i32 %n, 53
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %v3_1, 16
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br label %bb7

bb4:
  %p4 = phi i32 [ %tid, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %v4_0 = add i32 %tid, 5
  %v4_1 = mul i32 %p4, %v4_0
  %v4_2 = xor i32 %tid, %u
  %v4_3 = sub i32 %p4, %tid
  %bc4 = icmp ult i32 %u, 50
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb1

bb6:
  %p6 = phi i32 [ %n, %bb10 ]
  %k6 = phi i32 [ %k10.next, %bb10 ]
  %v6_0 = mul i32 %u, %n
  %v6_1 = add i32 %n, %p6
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_1) [ "convergencectrl"(token %t0) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb11

bb7:
  %p7 = phi i32 [ %v3_0, %bb3 ]
  %k7 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_0 = and i32 %p7, 2
  %v7_1 = mul i32 %u, %p7
  %v7_2 = add i32 %tid, 2
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %v9_1, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  call void @plain()
  %v8_0 = sub i32 %p8, 4
  %v8_1 = add i32 %n, %n
  %v8_2 = xor i32 %v8_0, %n
  %v8_3 = and i32 %n, 1
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_3, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb10

bb9:
  %p9 = phi i32 [ %p7, %bb7 ]
  %k9 = phi i32 [ %k7.next, %bb7 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v9_0 = mul i32 %u, %u
  %v9_1 = xor i32 %tid, %v9_0
  %v9_2 = sub i32 %tid, 4
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_2, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb8

bb10:
  %p10 = phi i32 [ %v8_1, %bb8 ]
  %k10 = phi i32 [ %k8.next, %bb8 ]
  %v10_0 = xor i32 %n, 7
  %v10_1 = xor i32 %p10, %n
  %v10_2 = sub i32 %v10_0, %p10
  %bc10 = icmp ult i32 %v10_1, 18
  %ballot10 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc10) [ "convergencectrl"(token %t0) ]
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot10, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb6

bb11:
  %p11 = phi i32 [ %v6_0, %bb6 ]
  %k11 = phi i32 [ %k6.next, %bb6 ]
  %v11_0 = sub i32 %n, %n
  %v11_1 = sub i32 %v11_0, %v11_0
  %v11_2 = xor i32 %p11, 6
  %first11 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first11, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
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
