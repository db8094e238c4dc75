target triple = "amdgcn--"

define amdgpu_kernel void @kernel() convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @callee1(i32 0) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @callee1(i32 %tid) [ "convergencectrl"(token %t0) ]
  ret void
}

define void @callee1(i32 %n) convergent {
entry:
  br label %bb2

bb1:
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  ret void

bb2:
  br label %bb5

bb3:
  br i1 false, label %bb2, label %bb1

bb5:
  %iv5.next = add nuw nsw i32 0, 1
  %ivc5 = icmp slt i32 %iv5.next, %n
  br i1 %ivc5, label %bb5, label %bb3
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

attributes #0 = { nounwind readnone speculatable }
