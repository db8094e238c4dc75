; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LoopUnroll/convergent.ll (the unroller must keep convergent loops' iterations aligned; peeling is done by the same pass): loop-unroll peeling the first iteration of a loop with an uncontrolled convergent call and a divergent trip count
; verdict: LEGAL
; why: a loop of t+1 iterations in thread t whose header executes the uncontrolled wave reduction %r; @tgt is opt-22 -mtriple=amdgcn-- -passes=loop-unroll-full -unroll-peel-count=1 on @src unchanged (LLVM 22 peels it; the loop metadata left out): %r.peel in %loop.peel, then the loop. Every thread that enters the loop runs the peeled iteration, so all threads execute %r.peel together, as they executed %r in the first iteration; a thread's n-th iteration of the remaining loop is its (n+1)-th iteration of @src, and the threads running it are the same ones (maximal convergence, ConvergenceAndUniformity.rst; unlike a remainder, a peeled first iteration is reached by the threads together, ConvergentOperations.rst "Loop unrolling examples").
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %acc.next = add i32 %acc, %r
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end

end:
  store i32 %acc.next, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop.peel.begin

loop.peel.begin:
  br label %loop.peel

loop.peel:
  %r.peel = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %acc.next.peel = add i32 0, %r.peel
  %i.next.peel = add i32 0, 1
  %exitcond.peel = icmp ult i32 0, %tid
  br i1 %exitcond.peel, label %loop.peel.next, label %end

loop.peel.next:
  br label %loop.peel.next1

loop.peel.next1:
  br label %entry.peel.newph

entry.peel.newph:
  br label %loop

loop:
  %i = phi i32 [ %i.next.peel, %entry.peel.newph ], [ %i.next, %loop ]
  %acc = phi i32 [ %acc.next.peel, %entry.peel.newph ], [ %acc.next, %loop ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %acc.next = add i32 %acc, %r
  %i.next = add nuw nsw i32 %i, 1
  %exitcond = icmp samesign ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end.loopexit

end.loopexit:
  %acc.next.lcssa.ph = phi i32 [ %acc.next, %loop ]
  br label %end

end:
  %acc.next.lcssa = phi i32 [ %acc.next.peel, %loop.peel ], [ %acc.next.lcssa.ph, %end.loopexit ]
  store i32 %acc.next.lcssa, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
