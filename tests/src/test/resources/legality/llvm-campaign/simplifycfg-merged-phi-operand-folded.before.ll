; cvg fuzz --opt='opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=simplifycfg' --size=tiny --tokens=mixed, seed1978 (finding 002 of the session-9 campaign, reduced by cvg fuzz); after.ll is opt-22's output
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %u, %n
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb4 ]
  %k1 = phi i32 [ 0, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %p1, 5
  %v1_1 = sub i32 %v1_0, 1
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p1) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %p1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %bb3 ]
  %k2 = phi i32 [ 0, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %tid, %n
  %v2_1 = and i32 %n, 4
  %v2_2 = mul i32 %n, 1
  call void @callee0(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  br i1 %tired2, label %bb4, label %bb4

bb3:
  br label %bb2

bb4:
  br label %bb1
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
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

declare token @llvm.experimental.convergence.loop()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
