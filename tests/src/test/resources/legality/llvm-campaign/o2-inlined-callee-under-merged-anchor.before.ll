target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = sub i32 %tid, %n
  %v0_1 = add i32 %tid, %u
  %v0_2 = add i32 %v0_0, %n
  %v0_3 = sub i32 %v0_1, %v0_0
  call void @callee0(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 31
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br label %bb2

bb2:
  %p2 = phi i32 [ %v0_3, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_0 = sub i32 %u, %n
  %v2_1 = xor i32 %u, 2
  %v2_2 = mul i32 %n, %v2_0
  %v2_3 = sub i32 %v2_1, %p2
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0) [ "convergencectrl"(token %t1) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %first2, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  %v5_0 = xor i32 %p5, 5
  %v5_1 = xor i32 %u, %tid
  %v5_2 = and i32 %v5_1, 6
  %v5_3 = and i32 %v5_0, %tid
  %t3 = call token @llvm.experimental.convergence.anchor()
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t3) ]
  call void @callee1(ptr addrspace(1) %out, i32 %v5_0) [ "convergencectrl"(token %t3) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %sw5 = select i1 %tired5, i32 1, i32 %first5
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %u, %u
  %v0_1 = mul i32 %n, 2
  %bc0 = icmp ult i32 %tid, 31
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 7
  %trip6 = and i32 %tid, 3
  %trip8 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %u, 7
  %v0_1 = xor i32 %u, %n
  %bc0 = icmp ult i32 %n, 4
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 7
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br label %bb3

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = add i32 %p3, 5
  %v3_1 = sub i32 %p3, 1
  %v3_2 = add i32 %tid, 4
  %v3_3 = add i32 %v3_2, %v3_2
  %bc3 = icmp ult i32 %v3_0, 16
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %u, 6
  %go3 = select i1 %tired3, i1 false, i1 %c3
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
