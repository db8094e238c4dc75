; ConvergentOperations.rst, "Extended Cycles: Divergent Exit from a Loop": the loop heart
; %inner makes the convergent op in %C execute per iteration, by the threads that left the
; loop together in that iteration.

define amdgpu_kernel void @example(i32 %n, ptr addrspace(1) %out) #0 {
A:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for

for:
  %i = phi i32 [ 0, %A ], [ %i.next, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tok) ]
  %for.cond = icmp slt i32 %i, %n
  br i1 %for.cond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %tid
  br i1 %condition, label %C, label %D

C:
  %r = call i32 @convergent_op(i32 %i) [ "convergencectrl"(token %inner) ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %p, align 4
  br label %E

D:
  %i.next = add i32 %i, 1
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x() #3
declare i32 @convergent_op(i32) #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
