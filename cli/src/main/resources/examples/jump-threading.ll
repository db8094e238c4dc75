; ConvergentOperations.rst, "Unstructured control flow": the barrier is controlled by the
; entry token, so the set of threads reaching it is the same before and after jump threading.

define amdgpu_kernel void @example_original(i32 %a, ptr addrspace(1) %out) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond1 = icmp ult i32 %tid, 8
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ult i32 %tid, %a
  br label %mid

mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 1, ptr addrspace(1) %p, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.amdgcn.workitem.id.x() #3
declare void @subgroupControlBarrier() #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
