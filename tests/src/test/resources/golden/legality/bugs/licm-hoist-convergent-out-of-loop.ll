; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LICM/convergent.ll, "Check that we do not hoist convergent functions out of loop": LICM hoisting the loop-invariant convergent call %a into the preheader
; verdict: ILLEGAL at %a
; why: the regression test's loop (a readnone convergent call in the loop) with a loop-invariant operand and a divergent trip count (thread t runs t+1 iterations); @tgt is opt-22 -mtriple=amdgcn-- -passes='loop-mssa(licm)' on the same loop with a non-convergent callee (which also promotes the store to the exit), the call then made convergent again. In @src iteration k's %a is executed by the threads t >= k together, so thread t's last %a (whose value it stores) sees only threads t..; in @tgt one %a is executed by all threads together (ConvergentOperations.rst: hoisting a convergent operation out of control flow changes the threads that communicate).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %inv = sub i32 31, %tid
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inv, i32 0)
  %v = add i32 %a, %i
  store i32 %v, ptr addrspace(1) %slot, align 4
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end

end:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %inv = sub i32 31, %tid
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inv, i32 0)
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %v = add i32 %a, %i
  %i.next = add i32 %i, 1
  %exitcond = icmp ult i32 %i, %tid
  br i1 %exitcond, label %loop, label %end

end:
  %v.lcssa = phi i32 [ %v, %loop ]
  store i32 %v.lcssa, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
