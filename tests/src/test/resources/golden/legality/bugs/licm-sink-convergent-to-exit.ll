; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LICM/convergent.ll (LICM must not move convergent calls across the loop's control flow): LICM sinking the convergent %r, used only after the loop, into the exit block
; verdict: ILLEGAL at %r
; why: a loop with a divergent trip count (thread t runs t+1 iterations) whose convergent %r is used only after the exit; @tgt is opt-22 -mtriple=amdgcn-- -passes='loop-mssa(licm)' on the same loop with a non-convergent callee (LICM sinks %x and %r to the exit as %x.le and %r.le), the call then made convergent again. In @src thread t keeps the %r of its last iteration t, executed with the threads t.. still in the loop; in @tgt all threads execute %r.le together after the exit (ConvergenceAndUniformity.rst, a convergent use sunk below a divergent exit; ../spec/vt-convergent-use-sunk-below-exit.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %x = add i32 %i, %tid
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x, i32 0)
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end

end:
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end

end:
  %i.lcssa = phi i32 [ %i, %loop ]
  %x.le = add i32 %i.lcssa, %tid
  %r.le = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x.le, i32 0)
  store i32 %r.le, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
