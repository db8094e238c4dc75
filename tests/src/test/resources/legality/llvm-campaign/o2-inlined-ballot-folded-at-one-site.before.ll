target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  %v0_0 = add i32 %tid, %tid
  %v0_1 = sub i32 %u, %u
  %v0_2 = xor i32 %u, 2
  %v0_3 = xor i32 %v0_1, 7
  call void @callee0(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_0, 4
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb1, label %bb2

bb1:
  %p1 = phi i32 [ %v0_0, %entry ]
  %k1 = phi i32 [ %k0.next, %entry ]
  %v1_0 = mul i32 %n, %n
  ret void

bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = xor i32 %tid, 1
  %v2_1 = mul i32 %tid, %tid
  %v2_2 = and i32 %v2_1, %n
  call void @callee0(ptr addrspace(1) %out, i32 %v2_1) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 0, 1
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %tid, %tid
  %v0_1 = mul i32 %tid, %v0_0
  %v0_2 = mul i32 %tid, 6
  %bc0 = icmp ult i32 %v0_0, 1
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 1, i32 %u
  br label %bb3

bb3:
  %p3 = phi i32 [ %v0_1, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

declare void @op() convergent

declare void @plain()

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
