; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LICM/convergent.ll, "Check that we do not hoist convergent functions out of loop": the same hoisting out of a loop whose trip count is uniform
; verdict: LEGAL
; why: licm-hoist-convergent-out-of-loop.ll with the exit test %i < 3 (every thread runs 4 iterations); @tgt is opt-22 -mtriple=amdgcn-- -passes='loop-mssa(licm)' with a non-convergent callee, the call then made convergent again (LLVM refuses it for a convergent callee, conservatively). In @src every iteration executes %a with all threads on the same operand, so every instance has the same group and value; in @tgt the one instance in %entry has that group too, and each iteration's use reads a value computed by a set of threads that was possible in @src (ConvergentOperations.rst, "Examples for the Correctness of Program Transforms": "the set of communicating threads in the transformed program must have been possible in the original program").
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
  %exitcond = icmp ult i32 %i, 3
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
  %exitcond = icmp ult i32 %i, 3
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
