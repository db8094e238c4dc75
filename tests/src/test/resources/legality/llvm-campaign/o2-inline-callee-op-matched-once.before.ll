target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_2 = mul i32 %n, %tid
  call void @callee1(ptr addrspace(1) %out) [ "convergencectrl"(token %t0) ]
  store i32 %v0_2, ptr addrspace(1) %out, align 4
  ret void
}

define void @callee1(ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %tid, ptr addrspace(1) %addr0, align 4
  br i1 false, label %bb2, label %bb3

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  ret void

bb2:
  ret void

bb3:
  br label %bb1
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

attributes #0 = { nounwind readnone speculatable }
