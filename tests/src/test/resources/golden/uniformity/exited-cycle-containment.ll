; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; expectation: cvg itself (UniformityOptions.exitedCycleByContainment; opt-22 reports %use uniform). Here the threads that never take the exit never leave, so no run can show %use divergent; on a variant whose threads all leave, the oracle does: oracle witness (DepartureWitnessTest.exitedCycleByContainmentExitIntoASiblingCycle)
;
; The divergent branch in A2 (nested in A1) exits straight into X, a block of another cycle D at
; depth 1. Its threads leave A1 as well, on different iterations of A1, so %v1 (defined in A1's
; header) differs between them at X. LLVM 22 climbs from A2 only while the cycle is deeper than
; X, stops at A2, and reports %use uniform; cvg takes the outermost cycle containing the branch
; but not X, which is A1 (UniformityOptions.exitedCycleByContainment).

; CHECK-LABEL: UniformityInfo for function 'exit_into_sibling_cycle':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(A1) A1.latch A2 A2.latch
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK: Value         :  %v1 = add i32 %v, 1
; CHECK-NEXT: Used by       :  %use = add i32 %v1, 5
; CHECK-LABEL: BLOCK A1
; CHECK-NOT: DIVERGENT: %v
; CHECK-LABEL: BLOCK X
; CHECK: DIVERGENT: %use = add i32 %v1, 5
define amdgpu_kernel void @exit_into_sibling_cycle(i1 %u, i1 %u2) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %div = icmp slt i32 %tid, 7
  br label %A1

A1:
  %v = phi i32 [ 0, %entry ], [ %v1, %A1.latch ]
  %v1 = add i32 %v, 1
  br label %A2

A2:
  br i1 %div, label %X, label %A2.latch

A2.latch:
  br i1 %u, label %A2, label %A1.latch

A1.latch:
  br label %A1

X:
  %use = add i32 %v1, 5
  br i1 %u2, label %X, label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
