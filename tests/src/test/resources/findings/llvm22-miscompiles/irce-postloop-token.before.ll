; A six-iteration loop with a loop heart %ltok controlling a wave reduction, and a range check
; %i < %len with %len = %tid & 3: IRCE (InductiveRangeCheckElimination's LoopConstrainer) clones
; the loop into a main loop for %i < %len and a post-loop with its own heart, a remainder whose
; iterations are counted from a different original iteration per thread (the open PR
; llvm/llvm-project#151062 adds the missing convergent check). Bug pair:
; golden/legality/bugs/irce-divergent-postloop-loop-token.ll.
target triple = "amdgcn--"

define void @ranges(ptr addrspace(1) %out) #0 {
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

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
