; Input: @src of tests/src/test/resources/golden/legality/spec/jump-threading-entry.ll
; Source: ConvergentOperations.rst, "Unstructured control flow": example_original jump-threaded to example_jumpthreaded, the barrier (and a subgroupAdd beside it) under the entry token
; verdict: LEGAL

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %flag = phi i1 [ true, %start ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end

then2:
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %entry) ]
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3
declare void @subgroupControlBarrier() #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
