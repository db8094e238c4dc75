; Source: ConvergentOperations.rst, "Loop unrolling examples": the loop whose heart %inner uses the outer anchor %outer, fully unrolled (its trip count is at most 4): four guarded copies of the body, whose operations now use %outer directly, and no loop left
; verdict: LEGAL
; why: of the three kinds of unrolling only the first ("Partial unrolling with no known trip multiple, so a \"tail\" is required") "is forbidden when @llvm.experimental.convergence.loop is used"; full unrolling "eliminates the loop": the threads that execute copy k under %outer are exactly the threads converged at the k-th instance of %inner that go on to %r.
; witness: --threads 8 --args buf (identical buffers: 8, 86, 864, 8642 in threads 0..3 and 4..7)
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
  %more = icmp sgt i32 %trips, 0
  br i1 %more, label %body, label %exit

body:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
  %scaled = mul i32 0, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %trips, 1
  br label %while.1

while.1:
  %more.1 = icmp sgt i32 %counterNext, 0
  br i1 %more.1, label %body.1, label %exit

body.1:
  %r.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while.2

while.2:
  %more.2 = icmp sgt i32 %counterNext.1, 0
  br i1 %more.2, label %body.2, label %exit

body.2:
  %r.2 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
  %scaled.2 = mul i32 %accNext.1, 10
  %accNext.2 = add i32 %scaled.2, %r.2
  %counterNext.2 = sub i32 %counterNext.1, 1
  br label %while.3

while.3:
  %more.3 = icmp sgt i32 %counterNext.2, 0
  br i1 %more.3, label %body.3, label %exit

body.3:
  %r.3 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
  %scaled.3 = mul i32 %accNext.2, 10
  %accNext.3 = add i32 %scaled.3, %r.3
  br label %exit

exit:
  %accOut = phi i32 [ 0, %while ], [ %accNext, %while.1 ], [ %accNext.1, %while.2 ], [ %accNext.2, %while.3 ], [ %accNext.3, %body.3 ]
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
