; Source: ConvergentOperations.rst, "Reductions inside divergent control flow" (end of the example; "Hoisting and sinking" cites it): the same hoist and merge across a uniform branch
; verdict: LEGAL
; why: "hoisting is allowed if it can be proven that %cc is always uniform among the relevant set of threads: in that case, the @subgroupAdd already communicates among the full set of threads in the original program" - %cc depends only on the kernel argument %bias.
; witness: --threads 8 --args buf,1 (identical buffers in src and tgt, also with --args buf,0)

define spir_kernel void @src(ptr %out, i32 %bias) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %delta = sub i32 %tid, 4
  %cc = icmp sgt i32 %bias, 0
  br i1 %cc, label %then, label %else

then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  %gains = add i32 %total_gains, 100
  br label %end

else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  %losses = sub i32 0, %total_losses
  br label %end

end:
  %total = phi i32 [ %gains, %then ], [ %losses, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %total, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out, i32 %bias) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %delta = sub i32 %tid, 4
  %cc = icmp sgt i32 %bias, 0
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br i1 %cc, label %then, label %else

then:
  %gains = add i32 %total_gains, 100
  br label %end

else:
  %losses = sub i32 0, %total_gains
  br label %end

end:
  %total = phi i32 [ %gains, %then ], [ %losses, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %total, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
