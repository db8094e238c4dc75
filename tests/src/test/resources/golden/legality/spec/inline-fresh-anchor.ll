; Source: ConvergentOperations.rst, "llvm.experimental.convergence.entry" (inlining example) with "Inferring Tokens": @callee inlined at the call site controlled by %inner, but its entry token replaced by a fresh anchor instead of the call site's token
; verdict: ILLEGAL at %c
; why: inlining must substitute the entry intrinsic "with the token from the operand bundle"; an anchor "captures an implementation-defined group of threads, which is insufficient" - the threads that called @callee together in an iteration of %inner may now be split at %c.
; witness: none (the oracle's anchor inside the loop happens to group each iteration's threads exactly as %inner did, 8642 in thread 3 in both; only the guarantee is lost; inline-fresh-anchor-exit.ll is an observable case)
; trips: thread t runs (t % 4) + 1 iterations; %acc records the group size of every iteration as one decimal digit.

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %c = call i32 @callee(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %c
  %counterNext = sub i32 %counter, 1
  br label %while

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %fresh = call token @llvm.experimental.convergence.anchor()
  %c = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %fresh) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %c
  %counterNext = sub i32 %counter, 1
  br label %while

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc, ptr %slot, align 4
  ret void
}

define internal i32 @callee(i32 %x) #0 {
start:
  %tok = call token @llvm.experimental.convergence.entry()
  %v = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  ret i32 %v
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
