target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 0) [ "convergencectrl"(token %t0) ]
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb3

bb3:
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %n, ptr addrspace(1) %addr3, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

attributes #0 = { nounwind readnone speculatable }
