; Source: ConvergentOperations.rst, "Loop unrolling examples": `while (counter > 0)` whose convergent operation uses an anchor %tok inside the loop (trip count at most 4, divergent), fully unrolled: four guarded copies of the body, each with its own anchor
; verdict: LEGAL
; why: "an arbitrary loop that contains convergent operations *can* be unrolled in all of these ways, even with \"tail\", if all convergent operations refer back to an anchor inside the loop" - full unrolling is the third of the three ways, and each copy of the anchor may group threads as the anchor of the corresponding iteration could.
; witness: --threads 8 --args buf (identical buffers: 8, 86, 864, 8642 in threads 0..3 and 4..7)
; trips: thread t runs (t % 4) + 1 iterations; %acc records the group size of every iteration as one decimal digit.

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
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
  %more = icmp sgt i32 %trips, 0
  br i1 %more, label %body, label %exit

body:
  %tok = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %scaled = mul i32 0, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %trips, 1
  br label %while.1

while.1:
  %more.1 = icmp sgt i32 %counterNext, 0
  br i1 %more.1, label %body.1, label %exit

body.1:
  %tok.1 = call token @llvm.experimental.convergence.anchor()
  %r.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.1) ]
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while.2

while.2:
  %more.2 = icmp sgt i32 %counterNext.1, 0
  br i1 %more.2, label %body.2, label %exit

body.2:
  %tok.2 = call token @llvm.experimental.convergence.anchor()
  %r.2 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.2) ]
  %scaled.2 = mul i32 %accNext.1, 10
  %accNext.2 = add i32 %scaled.2, %r.2
  %counterNext.2 = sub i32 %counterNext.1, 1
  br label %while.3

while.3:
  %more.3 = icmp sgt i32 %counterNext.2, 0
  br i1 %more.3, label %body.3, label %exit

body.3:
  %tok.3 = call token @llvm.experimental.convergence.anchor()
  %r.3 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.3) ]
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
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
