; Source: https://github.com/llvm/llvm-project/pull/207047, [SimpleLoopUnswitch] Don't latch-redirect trivial unswitch across convergent ops: the generalized trivial unswitch (#204934) redirects the latch edge of the invariant branch on %cond to the exit and hoists the branch to the preheader, so the %cond-false threads skip the loop and its convergent %c
; verdict: ILLEGAL at %c
; why: the PR's test llvm/test/Transforms/SimpleLoopUnswitch/trivial-unswitch-convergent.ll (@conv in the header, branch on the invariant %cond to %body or %latch, 4 iterations) with %cond divergent ("one (possibly non-uniform) path bypass[es] the loop entirely") and the result stored; @tgt is the transform the PR describes (LLVM 22 predates #204934): the loop runs only for the %cond-true threads and the exit takes %acc's start value 0 on the new edge. The %cond-false threads no longer join the group of %c, which was all threads in every iteration ("lanes drop out of the cross-lane shuffle").
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  br label %header

header:
  %iv = phi i32 [ 0, %entry ], [ %iv.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %acc, i32 0)
  br i1 %cond, label %body, label %latch

body:
  %add = add i32 %c, %acc
  br label %latch

latch:
  %acc.next = phi i32 [ %add, %body ], [ %acc, %header ]
  %iv.next = add i32 %iv, 1
  %done = icmp eq i32 %iv.next, 4
  br i1 %done, label %exit, label %header

exit:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.next, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  br i1 %cond, label %entry.split, label %exit.split

entry.split:
  br label %header

header:
  %iv = phi i32 [ 0, %entry.split ], [ %iv.next, %latch ]
  %acc = phi i32 [ 0, %entry.split ], [ %acc.next, %latch ]
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %acc, i32 0)
  br label %body

body:
  %add = add i32 %c, %acc
  br label %latch

latch:
  %acc.next = phi i32 [ %add, %body ]
  %iv.next = add i32 %iv, 1
  %done = icmp eq i32 %iv.next, 4
  br i1 %done, label %exit, label %header

exit.split:
  br label %exit

exit:
  %acc.lcssa = phi i32 [ %acc.next, %latch ], [ 0, %exit.split ]
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %acc.lcssa, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
