; The valid examples of ConvergentOperations.rst, made concrete (the "..." parts become
; ordinary arithmetic, "for"/"while" become explicit loops). Every function is valid: no
; diagnostics from either verifier, and LLVM 22 accepts the file.
; RUN: llvm-as < %s -o /dev/null

; "Texture sampling in a pixel shader".
define void @example_shader(float %x, i1 %condition) convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %color = call float @textureSample(float %x) [ "convergencectrl"(token %entry) ]
  br i1 %condition, label %then, label %end
then:
  call void @use(float %color)
  br label %end
end:
  ret void
}

; "Reductions inside divergent control flow".
define void @example_kernel(i32 %delta) convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  %cc = icmp sgt i32 %delta, 0
  br i1 %cc, label %then, label %else
then:
  %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end
else:
  %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
  br label %end
end:
  ret void
}

; "Unstructured control flow": the original, augmented with an entry token (named %tok here:
; the spec's %entry clashes with the block label, which LLVM rejects as a redefinition).
define void @example_original(i1 %cond1, i1 %cond2) convergent {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  br i1 %cond1, label %then1, label %mid
then1:
  br label %mid
mid:
  %flag = phi i1 [ true, %entry ], [ %cond2, %then1 ]
  br i1 %flag, label %then2, label %end
then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %tok) ]
  br label %end
end:
  ret void
}

; "Opportunistic convergent operations": an anchor in a non-convergent function.
define i32 @reserveSpaceInBuffer() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreads.p to i32
  %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
  %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
  %mask.p = shl i64 1, %absoluteThreadIdx.ext
  %mask = sub i64 %mask.p, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end
then:
  %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
  br label %end
end:
  %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

; "Extended Cycles: Divergent Exit from a Loop".
define void @example(i1 %for.cond, i1 %condition) convergent {
  %entry = call token @llvm.experimental.convergence.entry()
  br label %for
for:
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  br i1 %for.cond, label %B, label %E
B:
  br i1 %condition, label %C, label %D
C:
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  br label %E
D:
  br label %for
E:
  ret void
}

; "llvm.experimental.convergence.entry": the callee and the caller before inlining...
define void @callee() convergent {
  %tok = call token @llvm.experimental.convergence.entry()
  call void @convergent_op() [ "convergencectrl"(token %tok) ]
  ret void
}

define void @main_before(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %for
for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @callee() [ "convergencectrl"(token %inner) ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %for
exit:
  ret void
}

; ...and after inlining.
define void @main_after(i32 %n) {
entry:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %for
for:
  %i = phi i32 [ 0, %entry ], [ %i.next, %for ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent_op() [ "convergencectrl"(token %inner) ]
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %for
exit:
  ret void
}

; "Rationales for Static rules about cycles": the loop heart in B, two conditional operations.
define void @rationale_heart(i1 %condition1, i1 %condition2, i1 %more) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  br i1 %condition1, label %C, label %D
C:
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  call void @convergent.op.2() [ "convergencectrl"(token %loop) ]
  br label %F
F:
  br i1 %more, label %B, label %G
G:
  ret void
}

; "Loop unrolling examples": an anchor inside the loop...
define void @unroll_anchor_inside(i32 %counter) {
entry:
  br label %while
while:
  %c = phi i32 [ %counter, %entry ], [ %c.next, %body ]
  %more = icmp sgt i32 %c, 0
  br i1 %more, label %body, label %exit
body:
  %tok = call token @llvm.experimental.convergence.anchor()
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  %c.next = sub i32 %c, 1
  br label %while
exit:
  ret void
}

; ...and the loop with a heart, unrolled by 2 with a remainder (valid IR, though the spec shows
; the transform is incorrect): the remainder's loop intrinsic is outside every cycle.
define void @unroll_remainder(i32 %counter) {
A:
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while
while:
  %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sge i32 %c, 2
  br i1 %more, label %B, label %C
B:
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  call void @convergent.operation() [ "convergencectrl"(token %inner) ]
  %c.next = sub i32 %c, 2
  br label %while
C:
  %rest = icmp sgt i32 %c, 0
  br i1 %rest, label %D, label %E
D:
  %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  call void @convergent.operation() [ "convergencectrl"(token %remainder) ]
  br label %E
E:
  ret void
}

; "Hoisting and sinking": anchors hoisted out of both arms.
define void @hoisted_anchor(i1 %condition) {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  br i1 %condition, label %then, label %else
then:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br label %end
else:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ]
  br label %end
end:
  ret void
}

@bufferAllocationCount = global i32 0

declare float @textureSample(float) convergent
declare void @use(float)
declare i32 @subgroupAdd(i32) convergent
declare void @subgroupControlBarrier() convergent
declare i64 @subgroupBallot(i1) convergent
declare i32 @subgroupBroadcastFirst(i32) convergent
declare i32 @getSubgroupLocalInvocationId()
declare i64 @llvm.ctpop.i64(i64)
declare void @convergent_op() convergent
declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent
declare void @convergent.operation() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
