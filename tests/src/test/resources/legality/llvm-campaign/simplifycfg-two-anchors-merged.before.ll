; CampaignKernels seed 1072 (session-7 campaign); after.ll is opt-22 -mtriple=amdgcn-- -S -passes=simplifycfg
; (bb1 merged into entry; the two unnamed call @op under %t1 and %t0 must keep their order)
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  %t1 = call token @llvm.experimental.convergence.anchor()
  %v0_0 = xor i32 %tid, 1
  %v0_1 = sub i32 %tid, 1
  %v0_2 = and i32 %v0_1, 5
  %v0_3 = add i32 %v0_0, 1
  %bc0 = icmp ult i32 %tid, 61
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t1) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb1

bb1:
  %p1 = phi i32 [ %v0_1, %entry ]
  %k1 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %u, %p1
  %v1_1 = sub i32 %p1, 7
  %bc1 = icmp ult i32 %p1, 21
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
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
