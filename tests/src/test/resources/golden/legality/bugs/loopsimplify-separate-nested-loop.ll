; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LoopSimplify/convergent.ll, "Don't separate out nested loops if a convergent call is present": LoopSimplify splits a loop with two backedges into a nest (%BB1.outer), which changes which iterations of the header's convergent call meet
; verdict: ILLEGAL at %r
; why: the regression test's loop (a self-loop on %BB1 holding the uncontrolled convergent call, an outer backedge from %BB2 that also changes a header phi) with both conditions made divergent and finite by a counter %k; @tgt is opt-22 -mtriple=amdgcn-- -passes=loop-simplify on the same loop with a non-convergent callee (the output the guarded transform gives), the call then put back. In @src every backedge starts a new iteration of the one cycle, so the threads meet at %r in their k-th header visit; in @tgt the inner loop's iterations restart in every outer iteration, so thread 0's second visit (outer 1, inner 0) meets thread 1's first outer iteration instead.
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %BB1

BB1:
  %indvar = phi i32 [ %indvar, %BB1 ], [ %inc, %BB2 ], [ 0, %entry ]
  %k = phi i32 [ %k.next, %BB1 ], [ %k.next, %BB2 ], [ 0, %entry ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  store i32 %r, ptr addrspace(1) %slot, align 4
  %k.next = add i32 %k, 1
  %loop_cond = icmp ult i32 %k, %tid
  br i1 %loop_cond, label %BB1, label %BB2

BB2:
  %inc = add i32 %indvar, 1
  %exit_cond = icmp uge i32 %k.next, 6
  br i1 %exit_cond, label %exit, label %BB1

exit:
  %slot2i = add i32 %tid, 64
  %slot2 = getelementptr i32, ptr addrspace(1) %out, i32 %slot2i
  store i32 %inc, ptr addrspace(1) %slot2, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %BB1.outer

BB1.outer:
  %indvar.ph = phi i32 [ 0, %entry ], [ %inc, %BB2 ]
  %k.ph = phi i32 [ 0, %entry ], [ %k.next, %BB2 ]
  br label %BB1

BB1:
  %k = phi i32 [ %k.next, %BB1 ], [ %k.ph, %BB1.outer ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  store i32 %r, ptr addrspace(1) %slot, align 4
  %k.next = add i32 %k, 1
  %loop_cond = icmp ult i32 %k, %tid
  br i1 %loop_cond, label %BB1, label %BB2

BB2:
  %inc = add i32 %indvar.ph, 1
  %exit_cond = icmp uge i32 %k.next, 6
  br i1 %exit_cond, label %exit, label %BB1.outer

exit:
  %slot2i = add i32 %tid, 64
  %slot2 = getelementptr i32, ptr addrspace(1) %out, i32 %slot2i
  store i32 %inc, ptr addrspace(1) %slot2, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
