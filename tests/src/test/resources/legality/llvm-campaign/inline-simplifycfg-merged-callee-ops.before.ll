declare void @op() convergent
declare i32 @llvm.amdgcn.workitem.id.x()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()

define void @callee0(i1 %c) convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  br i1 %c, label %bb1, label %bb2
bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb2
bb2:
  ret void
}

define amdgpu_kernel void @kernel(i32 %n) convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  call void @op() [ "convergencectrl"(token %t0) ]
  br i1 %c, label %bb1, label %bb2
bb1:
  call void @callee0(i1 %c) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb2
bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @callee0(i1 true) [ "convergencectrl"(token %t0) ]
  ret void
}
