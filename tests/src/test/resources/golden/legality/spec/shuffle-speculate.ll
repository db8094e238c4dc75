; Source: ConvergentOperations.rst, "Hoisting and sinking": the subgroupShuffle of a one-armed `if (condition)` speculated above the branch, where the shuffle yields an undefined value (not UB) for an absent thread
; verdict: LEGAL
; why: "if @subgroupShuffle is defined such that it merely produces an undefined value or poison as result when %id is \"out of range\", then speculating is okay" - the oracle's shuffle is undefined for a thread outside the group, so tgt only refines src.
; witness: --threads 8 --args buf (differs only by refinement: threads 0..3 read %id = tid ^ 4, absent from their group in src (undefined; cvg run prints the stored undefined value as 0, so 1000) but present in tgt (1040..1070); no result defined in src changes)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 4
  %condition = icmp ult i32 %tid, 4
  br i1 %condition, label %then, label %end

then:
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  %x = add i32 %shuffled, 1000
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 4
  %condition = icmp ult i32 %tid, 4
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  br i1 %condition, label %then, label %end

then:
  %x = add i32 %shuffled, 1000
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupShuffle(i32, i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
