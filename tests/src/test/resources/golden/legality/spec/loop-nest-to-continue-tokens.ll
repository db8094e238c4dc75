; Source: ThreadConvergence-source.rst, "Ambiguity in a Simplified CFG": loop_nest written with convergence control tokens (outer heart %outer in %O, inner heart %inner in %B, the operation in %C under %outer) turned into loop_continue by folding %O into %B, the two hearts merged into the survivor %outer
; verdict: ILLEGAL at %r
; why: the document's remedy for the ambiguity is "the use of convergence control tokens": with %outer, %r in %C is executed per outer iteration as in loop_nest, and the folded loop counts the iterations of loop_continue instead, where "the convergence of threads is different".
; witness: --threads 8 --args buf (odd threads: src 84, tgt 48; even threads 8 in both)
; paths: even threads take %B twice then %C once (thread 1 of the document), odd threads %B %C %B %C (thread 2); %acc records the group size at each %C as one decimal digit.

define spir_kernel void @src(ptr %out) #0 {
A:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %parity = and i32 %tid, 1
  %isOdd = icmp ne i32 %parity, 0
  %innerTrip = select i1 %isOdd, i32 1, i32 2
  %outerTrip = select i1 %isOdd, i32 2, i32 1
  br label %O

O:
  %o = phi i32 [ 0, %A ], [ %oNext, %C ]
  %acc = phi i32 [ 0, %A ], [ %accNext, %C ]
  %outer = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  br label %B

B:
  %j = phi i32 [ 0, %O ], [ %jNext, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %jNext = add i32 %j, 1
  %cond1 = icmp slt i32 %jNext, %innerTrip
  br i1 %cond1, label %B, label %C

C:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
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
  %entry = call token @llvm.experimental.convergence.entry()
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
  %outer = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %jNext = add i32 %j, 1
  %cond1 = icmp slt i32 %jNext, %innerTrip
  br i1 %cond1, label %B, label %C

C:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %outer) ]
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

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
