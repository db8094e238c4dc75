; Source: ConvergentOperations.rst, "Opportunistic convergent operations": @reserveSpaceInBuffer (anchor, ballot, atomic, broadcast) called by the threads with tid % 3 != 0, inlined into a kernel; @tgt is an unchanged copy of @src
; verdict: LEGAL
; why: the identity transform keeps every instruction, token and branch, so every dynamic instance keeps its converged-with relation ("the set of communicating threads in the transformed program must have been possible in the original program").
; witness: --threads 8 --args buf (identical buffers: records 101,102,104,105,107 packed at offsets 0..4)

@bufferAllocationCount = global i32 0

define spir_kernel void @src(ptr %out) {
start:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %wants = icmp ne i32 %rem, 0
  br i1 %wants, label %reserve, label %done

reserve:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreadsP = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreadsP to i32
  %absoluteThreadIdxExt = zext i32 %tid to i64
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
  %baseOffset2 = phi i32 [ undef, %reserve ], [ %baseOffset1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  %slot = getelementptr inbounds i32, ptr %out, i32 %offset
  %record = add i32 %tid, 100
  store i32 %record, ptr %slot, align 4
  br label %done

done:
  ret void
}

define spir_kernel void @tgt(ptr %out) {
start:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %wants = icmp ne i32 %rem, 0
  br i1 %wants, label %reserve, label %done

reserve:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
  %numThreadsP = call i64 @llvm.ctpop.i64(i64 %ballot)
  %numThreads = trunc i64 %numThreadsP to i32
  %absoluteThreadIdxExt = zext i32 %tid to i64
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
  %baseOffset2 = phi i32 [ undef, %reserve ], [ %baseOffset1, %then ]
  %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset2) [ "convergencectrl"(token %anchor) ]
  %offset = add i32 %baseOffset, %relativeThreadIdx
  %slot = getelementptr inbounds i32, ptr %out, i32 %offset
  %record = add i32 %tid, 100
  store i32 %record, ptr %slot, align 4
  br label %done

done:
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
