; Source: ConvergentOperations.rst, "Hoisting and sinking": the anchor %outer, whose token the loop heart %inner uses, sunk into the loop (the heart moves below it, since a loop intrinsic must be the first convergent operation of its block)
; verdict: ILLEGAL at %r
; why: "If the anchor is inside the loop, then each loop iteration has a new dynamic instance of the anchor, and the set of threads participating in those dynamic instances of the anchor could be different in arbitrary implementation-defined ways ... the set of threads executing @convergent.operation could be different in each loop iteration" - "Hoisting and sinking anchors out of and into loops is forbidden."
; witness: none (the oracle's anchor happens to group the threads of each iteration exactly as the heart did, so src and tgt store 8642 in thread 3 alike; only the guarantee is lost: a grouping of %r that splits threads converged at %outer becomes allowed)
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
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %outer = call token @llvm.experimental.convergence.anchor()
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
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

declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
