; Source: ConvergentOperations.rst, "Loop unrolling examples": the loop whose heart %inner uses the outer anchor %outer, unrolled by 2 with the remainder `if (counter > 0)` that duplicates the heart (%remainder in the spec, here %inner.epil)
; verdict: ILLEGAL at %r
; why: "they execute different static calls to @convergent.operation for the 3rd iteration of the original loop ... Therefore, they execute non-converged dynamic instances, which means that the set of communicating threads for the 3rd iteration of the original loop is different."
; witness: --threads 8 --args buf (src 864 / 8642 in threads 2 / 3, tgt 664 / 6622)
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
  %inner.epil = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %r.epil = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner.epil) ]
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
