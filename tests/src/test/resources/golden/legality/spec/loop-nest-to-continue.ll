; Source: ThreadConvergence-source.rst, "Ambiguity in a Simplified CFG": loop_nest (outer header %O around the inner loop %B) simplified into the single loop of loop_continue by folding the empty outer header into %B, with an uncontrolled convergent operation in %C
; verdict: ILLEGAL at %r
; why: the two loops "have identical semantics in a single-threaded environment. But in a multi-threaded environment, the convergence of threads is different" - in loop_nest the threads meet at %C once per outer iteration (the document's trace: C1 with C2), in loop_continue per iteration of the one loop (C1 with C3).
; witness: --threads 8 --args buf (odd threads: src 84, tgt 48; even threads 8 in both)
; paths: even threads take %B twice then %C once (thread 1 of the document), odd threads %B %C %B %C (thread 2); %acc records the group size at each %C as one decimal digit.

define spir_kernel void @src(ptr %out) #0 {
A:
  %tid = call i32 @tid()
  %parity = and i32 %tid, 1
  %isOdd = icmp ne i32 %parity, 0
  %innerTrip = select i1 %isOdd, i32 1, i32 2
  %outerTrip = select i1 %isOdd, i32 2, i32 1
  br label %O

O:
  %o = phi i32 [ 0, %A ], [ %oNext, %C ]
  %acc = phi i32 [ 0, %A ], [ %accNext, %C ]
  br label %B

B:
  %j = phi i32 [ 0, %O ], [ %jNext, %B ]
  %jNext = add i32 %j, 1
  %cond1 = icmp slt i32 %jNext, %innerTrip
  br i1 %cond1, label %B, label %C

C:
  %r = call i32 @subgroupAdd(i32 1)
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %oNext = add i32 %o, 1
  %cond2 = icmp slt i32 %oNext, %outerTrip
  br i1 %cond2, label %O, label %D

D:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %accNext, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
A:
  %tid = call i32 @tid()
  %parity = and i32 %tid, 1
  %isOdd = icmp ne i32 %parity, 0
  %innerTrip = select i1 %isOdd, i32 1, i32 2
  %outerTrip = select i1 %isOdd, i32 2, i32 1
  br label %B

B:
  %o = phi i32 [ 0, %A ], [ %oNext, %C ], [ %o, %B ]
  %acc = phi i32 [ 0, %A ], [ %accNext, %C ], [ %acc, %B ]
  %j = phi i32 [ 0, %A ], [ 0, %C ], [ %jNext, %B ]
  %jNext = add i32 %j, 1
  %cond1 = icmp slt i32 %jNext, %innerTrip
  br i1 %cond1, label %B, label %C

C:
  %r = call i32 @subgroupAdd(i32 1)
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %oNext = add i32 %o, 1
  %cond2 = icmp slt i32 %oNext, %outerTrip
  br i1 %cond2, label %B, label %D

D:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %accNext, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
