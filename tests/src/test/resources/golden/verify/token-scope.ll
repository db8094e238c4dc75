; A token definition dominates its uses (besides the SSA rule, which the IR verifier reports),
; and convergence regions are well nested: if the region of %t1 contains a use of %t2, it
; contains the definition of %t2 too.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Convergence control token must dominate all its uses.
; CHECK-NEXT: %t = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %t) ]
define void @not_dominating(i1 %c) {
A:
  br i1 %c, label %B, label %C
B:
  %t = call token @llvm.experimental.convergence.anchor()
  br label %C
C:
  call void @f() [ "convergencectrl"(token %t) ] ; error: Instruction does not dominate all uses! ; error: Convergence control token must dominate all its uses.
  ret void
}

; Straight-line overlap: the region of %t2 contains the use of %t1 but not %t1.
; CHECK: Convergence region is not well-nested.
; CHECK-NEXT: %t2 = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %t2) ]
define void @overlap() {
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t1) ]
  call void @f() [ "convergencectrl"(token %t2) ] ; error: Convergence region is not well-nested.
  ret void
}

; Overlap across a join: the use of %t1 on one path closes the region of %t2 at the join.
; CHECK: Convergence region is not well-nested.
; CHECK-NEXT: %t2 = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %t2) ]
define void @overlap_at_join(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %t1) ]
  br label %C
C:
  call void @f() [ "convergencectrl"(token %t2) ] ; error: Convergence region is not well-nested.
  ret void
}

; Use before definition in one block: the block dominates itself, but the token is not live.
; CHECK: Convergence region is not well-nested.
; CHECK-NEXT: %t = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %t) ]
define void @use_before_def() {
  call void @f() [ "convergencectrl"(token %t) ] ; error: Instruction does not dominate all uses! ; error: Convergence region is not well-nested.
  %t = call token @llvm.experimental.convergence.anchor()
  ret void
}

; Nested regions on diverging paths are fine (Assembler/convergence-control.ll has more).
define void @nested(i1 %c) {
A:
  %t1 = call token @llvm.experimental.convergence.anchor()
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %B, label %C
B:
  call void @f() [ "convergencectrl"(token %t2) ]
  call void @f() [ "convergencectrl"(token %t1) ]
  ret void
C:
  call void @f() [ "convergencectrl"(token %t1) ]
  ret void
}

; Unreachable uses are not checked, as in LLVM.
define void @unreachable_use() {
A:
  ret void
B:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  br label %B
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()
