; Source: ConvergentOperations.rst, "Unstructured control flow": example_original jump-threaded to example_jumpthreaded without convergence tokens (uncontrolled barrier and subgroupAdd in %then2)
; verdict: LEGAL
; why: "An implementation that sorts basic blocks topologically and ensures maximal reconvergence for each basic block would behave the same way in both versions. We generally take the stance that reconvergence in acyclic control flow must be maximal."
; witness: --threads 8 --args buf (identical buffers: the 6 threads 0,1,4..7 meet at %then2 in both)

define spir_kernel void @src(ptr %out) #0 {
start:
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
  %sum = call i32 @subgroupAdd(i32 1)
  call void @subgroupControlBarrier()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %then2

then1:
  %cond2 = icmp ult i32 %tid, 2
  br i1 %cond2, label %then2, label %end

then2:
  %sum = call i32 @subgroupAdd(i32 1)
  call void @subgroupControlBarrier()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2
declare void @subgroupControlBarrier() #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
