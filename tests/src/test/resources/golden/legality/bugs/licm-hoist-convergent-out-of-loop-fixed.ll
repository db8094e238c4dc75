; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LICM/convergent.ll, "Check that we do not hoist convergent functions out of loop": what LICM does to the loop when the callee is convergent
; verdict: LEGAL
; why: the same loop as licm-hoist-convergent-out-of-loop.ll; @tgt is opt-22 -mtriple=amdgcn-- -passes='loop-mssa(licm)' with the convergent callee: the non-convergent %inv is hoisted and the store promoted to the exit (through %v.lcssa), %a stays in the loop. Every iteration still executes %a with the same threads, and each thread stores the value of its last iteration as before (moving non-convergent code does not change any group, ConvergentOperations.rst).
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
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inv, i32 0)
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
