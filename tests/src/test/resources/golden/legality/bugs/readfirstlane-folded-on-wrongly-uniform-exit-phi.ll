; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Analysis/UniformityAnalysis/AMDGPU/divergent-cycle-exit-join.ll ("BUG: The uniformity analysis incorrectly classifies %exit.phi as uniform") with the fold of https://github.com/llvm/llvm-project/pull/116953 (amdgpu-uniform-intrinsic-combine drops a readfirstlane whose operand the analysis calls uniform): the readfirstlane of the wrongly uniform exit phi removed
; verdict: ILLEGAL at %u
; why: the test's kernel (a cycle whose divergent exit from %body and uniform exit from %loop join in %exit with constant incomings) with the phi read through a readfirstlane %u and stored per thread; @tgt is the fold the PR's pass makes of a readfirstlane of a uniform value, given the analysis's wrong answer (from the report; opt-22 -passes=amdgpu-uniform-intrinsic-combine leaves this function alone). Thread 0 leaves through %body (1), the others through %loop one iteration later (0); all threads reach %exit together (it lies in no cycle), so in @src %u is thread 0's 1 for every thread; in @tgt each thread stores its own %exit.phi. %u's result is always uniform (ConvergenceAndUniformity.rst, VT.3: the replacement must stay uniform, and %exit.phi is not).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %ctr = phi i32 [ 0, %entry ], [ 1, %body ]
  %cond.exit = icmp slt i32 %ctr, 1
  br i1 %cond.exit, label %body, label %exit

body:
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %exit, label %loop

exit:
  %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]
  %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %exit.phi)
  store i32 %u, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %loop

loop:
  %ctr = phi i32 [ 0, %entry ], [ 1, %body ]
  %cond.exit = icmp slt i32 %ctr, 1
  br i1 %cond.exit, label %body, label %exit

body:
  %c = icmp eq i32 %tid, 0
  br i1 %c, label %exit, label %loop

exit:
  %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]
  store i32 %exit.phi, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
