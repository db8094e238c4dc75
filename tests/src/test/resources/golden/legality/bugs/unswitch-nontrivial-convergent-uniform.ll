; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/SimpleLoopUnswitch/nontrivial-unswitch.ll, @test_no_unswitch_convergent "Negative test: we cannot unswitch convergent calls": the same unswitching on a uniform condition
; verdict: LEGAL
; why: unswitch-nontrivial-convergent.ll with the condition loaded from the global @mode, which every thread reads alike; @tgt is opt-22 -mtriple=x86_64-- -passes='loop-mssa(simple-loop-unswitch<nontrivial>)' with a non-convergent callee, the calls then made convergent again (LLVM refuses it for a convergent callee because it does not know the condition is uniform). All threads take the same side, so each iteration of the clone they run executes its copy of %r with exactly the threads of the original iteration (ConvergentOperations.rst: hoisting or duplicating under a uniform condition keeps the groups; ../spec/texture-sink-uniform.ll).
target triple = "amdgcn--"
@mode = addrspace(1) global i32 1

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %m = load i32, ptr addrspace(1) @mode, align 4
  %cond = icmp ult i32 %m, 2
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br i1 %cond, label %then, label %else

then:
  %t = add i32 %acc, %r
  br label %latch

else:
  %e = mul i32 %acc, 3
  %e2 = add i32 %e, %r
  br label %latch

latch:
  %acc.next = phi i32 [ %t, %then ], [ %e2, %else ]
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i.next, 4
  br i1 %exitcond, label %loop, label %end

end:
  store i32 %acc.next, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %m = load i32, ptr addrspace(1) @mode, align 4
  %cond = icmp ult i32 %m, 2
  br i1 %cond, label %entry.split.us, label %entry.split

entry.split.us:
  br label %loop.us

loop.us:
  %i.us = phi i32 [ 0, %entry.split.us ], [ %i.next.us, %latch.us ]
  %acc.us = phi i32 [ 0, %entry.split.us ], [ %acc.next.us, %latch.us ]
  %r.us = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %then.us

then.us:
  %t.us = add i32 %acc.us, %r.us
  br label %latch.us

latch.us:
  %acc.next.us = phi i32 [ %t.us, %then.us ]
  %i.next.us = add i32 %i.us, 1
  %exitcond.us = icmp ult i32 %i.next.us, 4
  br i1 %exitcond.us, label %loop.us, label %end.split.us

end.split.us:
  %acc.next.lcssa.us = phi i32 [ %acc.next.us, %latch.us ]
  br label %end

entry.split:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry.split ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry.split ], [ %e2, %latch ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %else

else:
  %e = mul i32 %acc, 3
  %e2 = add i32 %e, %r
  br label %latch

latch:
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i.next, 4
  br i1 %exitcond, label %loop, label %end.split

end.split:
  %acc.next.lcssa = phi i32 [ %e2, %latch ]
  br label %end

end:
  %.us-phi = phi i32 [ %acc.next.lcssa, %end.split ], [ %acc.next.lcssa.us, %end.split.us ]
  store i32 %.us-phi, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
