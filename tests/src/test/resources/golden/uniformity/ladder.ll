; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; expectation: LLVM 22 (opt-22 output; FileCheck-22 passes on it)
;
; A ladder of divergent branches with one common exit E (the quadratic case of LLVM's
; per-branch propagation; cvg forwards each label to the dominance frontier in one step). E is
; a join of every rung; the rungs' own blocks are not joins.

; CHECK-LABEL: UniformityInfo for function 'ladder':
; CHECK-NOT: CYCLES
; CHECK-LABEL: BLOCK B2
; CHECK: {{^ +}}%p2 = phi i32 [ 1, %B1 ]
; CHECK-LABEL: BLOCK B3
; CHECK: {{^ +}}%p3 = phi i32 [ 2, %B2 ]
; CHECK-LABEL: BLOCK E
; CHECK: DIVERGENT: %e = phi i32
; CHECK: DIVERGENT: %same.ish = phi i32
; CHECK: {{^ +}}%same = phi i32
define amdgpu_kernel void @ladder(i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %B1

B1:
  %c1 = icmp eq i32 %tid, 1
  br i1 %c1, label %E, label %B2

B2:
  %p2 = phi i32 [ 1, %B1 ]
  %c2 = icmp eq i32 %tid, 2
  br i1 %c2, label %E, label %B3

B3:
  %p3 = phi i32 [ 2, %B2 ]
  %c3 = icmp eq i32 %tid, 3
  br i1 %c3, label %E, label %B4

B4:
  %c4 = icmp eq i32 %tid, 4
  br i1 %c4, label %E, label %B5

B5:
  br label %E

E:
  %e = phi i32 [ 1, %B1 ], [ 2, %B2 ], [ 3, %B3 ], [ 4, %B4 ], [ 5, %B5 ]
  %same.ish = phi i32 [ %n, %B1 ], [ %n, %B2 ], [ %n, %B3 ], [ %n, %B4 ], [ 0, %B5 ]
  %same = phi i32 [ %n, %B1 ], [ %n, %B2 ], [ %n, %B3 ], [ %n, %B4 ], [ %n, %B5 ]
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
