; Source: https://github.com/llvm/llvm-project/pull/207047, [SimpleLoopUnswitch] Don't latch-redirect trivial unswitch across convergent ops: the fixed output, which leaves the loop unchanged
; verdict: LEGAL
; why: after the fix the test's CHECK lines keep the branch on %cond in the loop (CHECK-NOT: .split), so @tgt is @src and every thread still executes %c in every iteration.
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

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
