; Source: ConvergentOperations.rst, "Loop unrolling examples": `while (counter > 0)` with an uncontrolled convergent operation, unrolled by 2 with a remainder loop
; verdict: ILLEGAL at %r
; why: "If the loop contains uncontrolled convergent operations, this kind of unrolling is forbidden": thread 2's 3rd iteration runs in the remainder while thread 3's runs in the unrolled body, so the threads that met at %r in that iteration are split.
; witness: --threads 8 --args buf (src 864 / 8642 in threads 2 / 3, tgt 664 / 6622)
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
  %r = call i32 @subgroupAdd(i32 1)
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
  %counter = phi i32 [ %trips, %start ], [ %counterNext.1, %body.1 ]
  %acc = phi i32 [ 0, %start ], [ %accNext.1, %body.1 ]
  %atLeastTwo = icmp sgt i32 %counter, 1
  br i1 %atLeastTwo, label %body, label %while.epil

body:
  %r = call i32 @subgroupAdd(i32 1)
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %counter, 1
  br label %body.1

body.1:
  %r.1 = call i32 @subgroupAdd(i32 1)
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while

while.epil:
  %counter.epil = phi i32 [ %counter, %while ], [ %counterNext.epil, %body.epil ]
  %acc.epil = phi i32 [ %acc, %while ], [ %accNext.epil, %body.epil ]
  %more.epil = icmp sgt i32 %counter.epil, 0
  br i1 %more.epil, label %body.epil, label %exit

body.epil:
  %r.epil = call i32 @subgroupAdd(i32 1)
  %scaled.epil = mul i32 %acc.epil, 10
  %accNext.epil = add i32 %scaled.epil, %r.epil
  %counterNext.epil = sub i32 %counter.epil, 1
  br label %while.epil

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc.epil, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
