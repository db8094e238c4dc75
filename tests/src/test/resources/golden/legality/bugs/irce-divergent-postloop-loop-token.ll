; Source: https://github.com/llvm/llvm-project/pull/151062, "[IRCE] Check loop clone legality before attempting to do so" (open: "if the transformation may cause any of the cloned loop bodies to execute conditionally, we must also disallow convergent calls"): IRCE splits a loop whose heart %ltok controls a convergent call into a main loop and a post-loop with its own heart %ltok.postloop
; verdict: ILLEGAL at %r
; why: irce-divergent-postloop.ll with tokens (%etok = entry, the heart %ltok in the header, %r controlled by it); @tgt is opt-22 -mtriple=amdgcn-- -passes=irce on @src unchanged (the loop metadata left out); the output verifies. The post-loop's heart counts its executions from 1 for every thread, whichever original iteration it enters at: thread 0 runs its original iteration 0 as the post-loop's first, thread 1 its original iteration 1, and they execute %r.postloop together, although in @src their instances of %r in those iterations had different tokens (ConvergentOperations.rst, "Loop unrolling examples": a remainder loop is forbidden when the loop intrinsic is used).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %len = and i32 %tid, 3
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %inrange = icmp ult i32 %i, %len
  br i1 %inrange, label %then, label %else

then:
  %t = add i32 %i, 100
  br label %latch

else:
  %e = add i32 %i, 200
  br label %latch

latch:
  %v = phi i32 [ %t, %then ], [ %e, %else ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %ltok) ]
  %acc.next = add i32 %acc, %r
  %i.next = add nuw nsw i32 %i, 1
  %ec = icmp ult i32 %i.next, 6
  br i1 %ec, label %loop, label %end

end:
  store i32 %acc.next, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %exit.mainloop.at = and i32 %tid, 3
  %0 = icmp ult i32 0, %exit.mainloop.at
  br i1 %0, label %loop.preheader, label %main.pseudo.exit

loop.preheader:
  br label %loop

loop:
  %i = phi i32 [ %i.next, %latch ], [ 0, %loop.preheader ]
  %acc = phi i32 [ %acc.next, %latch ], [ 0, %loop.preheader ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %inrange = icmp ult i32 %i, %exit.mainloop.at
  br i1 true, label %then, label %else

then:
  %t = add i32 %i, 100
  br label %latch

else:
  %e = add i32 %i, 200
  br label %latch

latch:
  %v = phi i32 [ %t, %then ], [ %e, %else ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %ltok) ]
  %acc.next = add i32 %acc, %r
  %i.next = add nuw nsw i32 %i, 1
  %ec = icmp ult i32 %i.next, 6
  %1 = icmp ult i32 %i.next, %exit.mainloop.at
  br i1 %1, label %loop, label %main.exit.selector

main.exit.selector:
  %acc.next.lcssa1 = phi i32 [ %acc.next, %latch ]
  %i.next.lcssa = phi i32 [ %i.next, %latch ]
  %2 = icmp ult i32 %i.next.lcssa, 6
  br i1 %2, label %main.pseudo.exit, label %end

main.pseudo.exit:
  %i.copy = phi i32 [ 0, %entry ], [ %i.next.lcssa, %main.exit.selector ]
  %acc.copy = phi i32 [ 0, %entry ], [ %acc.next.lcssa1, %main.exit.selector ]
  %indvar.end = phi i32 [ 0, %entry ], [ %i.next.lcssa, %main.exit.selector ]
  br label %postloop

end.loopexit:
  %acc.next.lcssa.ph = phi i32 [ %acc.next.postloop, %latch.postloop ]
  br label %end

end:
  %acc.next.lcssa = phi i32 [ %acc.next.lcssa1, %main.exit.selector ], [ %acc.next.lcssa.ph, %end.loopexit ]
  store i32 %acc.next.lcssa, ptr addrspace(1) %slot, align 4
  ret void

postloop:
  br label %loop.postloop

loop.postloop:
  %i.postloop = phi i32 [ %i.copy, %postloop ], [ %i.next.postloop, %latch.postloop ]
  %acc.postloop = phi i32 [ %acc.copy, %postloop ], [ %acc.next.postloop, %latch.postloop ]
  %ltok.postloop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %inrange.postloop = icmp ult i32 %i.postloop, %exit.mainloop.at
  br i1 %inrange.postloop, label %then.postloop, label %else.postloop

else.postloop:
  %e.postloop = add i32 %i.postloop, 200
  br label %latch.postloop

then.postloop:
  %t.postloop = add i32 %i.postloop, 100
  br label %latch.postloop

latch.postloop:
  %v.postloop = phi i32 [ %t.postloop, %then.postloop ], [ %e.postloop, %else.postloop ]
  %r.postloop = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v.postloop, i32 0) [ "convergencectrl"(token %ltok.postloop) ]
  %acc.next.postloop = add i32 %acc.postloop, %r.postloop
  %i.next.postloop = add nuw nsw i32 %i.postloop, 1
  %ec.postloop = icmp ult i32 %i.next.postloop, 6
  br i1 %ec.postloop, label %loop.postloop, label %end.loopexit
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
