; Source: ConvergentOperations.rst, "Unstructured control flow" with "Opportunistic convergent operations": example_original whose %mid holds an anchor region (%tok and the subgroupAdd %sum it controls), jump-threaded by duplicating %mid, region and all, into both incoming paths
; verdict: LEGAL
; why: "the use of the anchor intrinsic similarly indicates that certain transforms which are usually forbidden by the presence of convergent operations are in fact allowed, as long as they don't break up the region of code that is controlled by the anchor" - each copy of %mid carries its own anchor, and an anchor's set of threads "is implementation-defined", so the threads of the two paths may meet at %sum separately (with the entry token the same duplication is ILLEGAL: jump-threading-duplicate.ll).
; witness: --threads 8 --args buf (differs, yet legal: src stores 8 in every thread, tgt 4: the anchor of each copy groups the threads of its path only)

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
  %tok = call token @llvm.experimental.convergence.anchor()
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid.1

mid.1:
  %tok.1 = call token @llvm.experimental.convergence.anchor()
  %sum.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.1) ]
  %slot.1 = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum.1, ptr %slot.1, align 4
  br label %then2

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %tok = call token @llvm.experimental.convergence.anchor()
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %cond2, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.anchor() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3
declare void @subgroupControlBarrier() #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
