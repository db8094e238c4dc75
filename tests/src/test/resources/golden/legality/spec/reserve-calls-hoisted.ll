; Source: ConvergentOperations.rst, "Opportunistic convergent operations": the calls of the non-convergent @reserveSpaceInBuffer (anchor, ballot, atomic, broadcast) in both arms of a divergent `if` hoisted above the branch and merged into one call site (the survivor keeps %off1)
; verdict: LEGAL
; why: "The function @reserveSpaceInBuffer itself is _not_ convergent: callers are free to move call sites of the function as they see fit. This can change the behavior in practice, by changing the sets of threads that are grouped together for the atomic operation ... However, this does not break the overall contract that @reserveSpaceInBuffer has with its caller".
; witness: --threads 8 --args buf (differs, yet legal: src packs the records 200, 203, 206 of threads 0, 3, 6 before 101, 102, 104, 105, 107, tgt packs all eight in thread order from one atomic; only the order of the outputs changes, which "is non-deterministic anyway because of the atomic operation")

@bufferAllocationCount = global i32 0

define i32 @reserveSpaceInBuffer() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreadsP = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreadsP to i32
  %absoluteThreadIdx = call i32 @tid()
  %absoluteThreadIdxExt = zext i32 %absoluteThreadIdx to i64
  %maskP = shl i64 1, %absoluteThreadIdxExt
  %mask = sub i64 %maskP, 1
  %maskedBallot = and i64 %ballot, %mask
  %relativeThreadIdxP = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
  %relativeThreadIdx = trunc i64 %relativeThreadIdxP to i32
  %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
  br i1 %isFirstThread, label %then, label %end

then:
  %baseOffset1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
  br label %end

end:
  %baseOffset2 = phi i32 [ undef, %entry ], [ %baseOffset1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  ret i32 %offset
}

define spir_kernel void @src(ptr %out) {
start:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %wants = icmp ne i32 %rem, 0
  br i1 %wants, label %first, label %second

first:
  %off1 = call i32 @reserveSpaceInBuffer()
  %rec1 = add i32 %tid, 100
  br label %join

second:
  %off2 = call i32 @reserveSpaceInBuffer()
  %rec2 = add i32 %tid, 200
  br label %join

join:
  %off = phi i32 [ %off1, %first ], [ %off2, %second ]
  %rec = phi i32 [ %rec1, %first ], [ %rec2, %second ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %off
  store i32 %rec, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) {
start:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %wants = icmp ne i32 %rem, 0
  %off1 = call i32 @reserveSpaceInBuffer()
  br i1 %wants, label %first, label %second

first:
  %rec1 = add i32 %tid, 100
  br label %join

second:
  %rec2 = add i32 %tid, 200
  br label %join

join:
  %off = phi i32 [ %off1, %first ], [ %off1, %second ]
  %rec = phi i32 [ %rec1, %first ], [ %rec2, %second ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %off
  store i32 %rec, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() #0
declare i32 @tid() #1
declare i64 @subgroupBallot(i1) #2
declare i32 @subgroupBroadcastFirst(i32) #2
declare i64 @llvm.ctpop.i64(i64) #3

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
