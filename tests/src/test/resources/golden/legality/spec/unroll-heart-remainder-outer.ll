; Source: ConvergentOperations.rst, "Loop unrolling examples": the loop whose heart %inner uses the outer anchor %outer, unrolled by 2 with the remainder `if (counter > 0)` whose operation refers "directly to %outer" (the spec's third option for the remainder D)
; verdict: ILLEGAL at %r
; why: "whether the final @convergent.operation in D should just refer to either %inner (which is possible in SSA form) or directly to %outer ... it simply doesn't matter because the transform is incorrect either way": under %outer every thread with an odd trip count meets in the remainder, although their last original iterations were different iterations of %inner.
; witness: --threads 8 --args buf (src 8 / 864 / 8642 in threads 0 / 2 / 3, tgt 4 / 664 / 6622: the remainder groups threads 0, 2, 4, 6 together)
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
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
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
  %counter = phi i32 [ %trips, %start ], [ %counterNext.1, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext.1, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %atLeastTwo = icmp sgt i32 %counter, 1
  br i1 %atLeastTwo, label %body, label %while.epil

body:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %counter, 1
  %r.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while

while.epil:
  %more.epil = icmp sgt i32 %counter, 0
  br i1 %more.epil, label %body.epil, label %exit

body.epil:
  %r.epil = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
  %scaled.epil = mul i32 %acc, 10
  %accNext.epil = add i32 %scaled.epil, %r.epil
  br label %exit

exit:
  %accOut = phi i32 [ %acc, %while.epil ], [ %accNext.epil, %body.epil ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %accOut, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
