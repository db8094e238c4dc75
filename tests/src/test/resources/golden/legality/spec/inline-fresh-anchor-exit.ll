; Source: ConvergentOperations.rst, "llvm.experimental.convergence.entry" (inlining) combined with "Extended Cycles: Divergent Exit from a Loop": @callee called after the divergent exit under the loop token %inner, inlined with a fresh anchor in place of its entry token
; verdict: ILLEGAL at %c
; why: inlining must substitute the entry intrinsic "with the token from the operand bundle"; with a fresh anchor, %C is no longer in the extended cycle of %inner, so "all threads that take the divergent exit on different iterations first converge at the beginning of basic block C" instead of only "those threads that convergently exited the loop in a given iteration".
; witness: --threads 8 --args buf (src 3,3,2 for the threads leaving in iterations 0,1,2; tgt 8 everywhere)
; exits: thread t leaves the loop from %B in iteration t % 3.

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %c = call i32 @callee(i32 1) [ "convergencectrl"(token %inner) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %c, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %fresh = call token @llvm.experimental.convergence.anchor()
  %c = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %fresh) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %c, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
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
