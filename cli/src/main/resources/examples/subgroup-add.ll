; ConvergentOperations.rst, "Reductions inside divergent control flow": each subgroupAdd
; communicates only among the threads that take its branch; hoisting and merging them is
; forbidden unless %cc is uniform.

define amdgpu_kernel void @example_kernel(ptr addrspace(1) %gains, ptr addrspace(1) %losses) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %delta = sub i32 %tid, 4
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %tok) ]
  %g = getelementptr inbounds i32, ptr addrspace(1) %gains, i32 %tid
  store i32 %total_gains, ptr addrspace(1) %g, align 4
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %tok) ]
  %l = getelementptr inbounds i32, ptr addrspace(1) %losses, i32 %tid
  store i32 %total_losses, ptr addrspace(1) %l, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @llvm.amdgcn.workitem.id.x() #3
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
