; Source: ConvergentOperations.rst, "Reductions inside divergent control flow": the two subgroupAdd calls of `if (delta > 0)` hoisted above the branch and merged
; verdict: ILLEGAL at %total_gains
; why: "If we were to hoist and merge the subgroupAdd above the if-statement, it would sum up the delta across *all* threads instead" of only the threads with positive delta (%total_losses is broken the same way; %total_gains comes first and survives the merge).
; witness: --threads 8 --args buf (src stores 10 = -(-10) for the losers and 106 = 6 + 100 for the gainers; tgt stores 4 and 96 from the all-thread sum -4)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %delta = sub i32 %tid, 4
  %cc = icmp sgt i32 %delta, 0
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

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %delta = sub i32 %tid, 4
  %cc = icmp sgt i32 %delta, 0
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
