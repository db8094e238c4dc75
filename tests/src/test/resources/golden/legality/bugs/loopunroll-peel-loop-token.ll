; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LoopUnroll/convergent.controlled.ll (the unroller on loops with convergence tokens; peeling is done by the same pass): loop-unroll peeling the first iteration of a loop whose heart %ltok controls a convergent call, the heart copied into the peeled iteration as %ltok.peel
; verdict: LEGAL
; why: loopunroll-peel-uncontrolled.ll with tokens (%etok = entry, the heart %ltok in the header, %r controlled by it); @tgt is opt-22 -mtriple=amdgcn-- -passes=loop-unroll-full -unroll-peel-count=1 on @src unchanged (the loop metadata left out). %ltok.peel, now in no cycle, is executed once by every thread entering the loop, with %etok's value: its instances are converged exactly when those of the first execution of %ltok were (ConvergentOperations.rst, llvm.experimental.convergence.loop: the same token value and the same n); the heart of the remaining loop counts from the second original iteration on, and its n-th execution is taken by the threads that executed the (n+1)-th in @src. So each %r instance keeps its group; this is unrolling without a "tail", which the spec allows ("Loop unrolling examples").
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %ltok) ]
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
  %etok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop.peel.begin

loop.peel.begin:
  br label %loop.peel

loop.peel:
  %ltok.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %r.peel = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %ltok.peel) ]
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
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %ltok) ]
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

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
