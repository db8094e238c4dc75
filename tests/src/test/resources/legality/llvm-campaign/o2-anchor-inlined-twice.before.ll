; fuzz finding 006 (seed 88) with a terminating loop; after.ll is opt-22 -mtriple=amdgcn-- -S -passes=default<O2>
; (@callee0 inlined twice: the first copy of its anchor %t1 replaced by the caller's %t0, the second kept as %t1.i1 in the loop)
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @callee0(ptr addrspace(1) %out) [ "convergencectrl"(token %t0) ]
  br label %bb2

bb1:
  ret void

bb2:
  %i = phi i32 [ 0, %entry ], [ %i.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out) [ "convergencectrl"(token %t1) ]
  %i.next = add i32 %i, 1
  %ivc3 = icmp slt i32 %i.next, %tid
  br i1 %ivc3, label %bb2, label %bb1
}

define void @callee0(ptr addrspace(1) %out) convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %bc2 = icmp ult i32 0, 35
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

declare token @llvm.experimental.convergence.loop()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
