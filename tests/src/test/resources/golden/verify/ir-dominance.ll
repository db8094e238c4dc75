; SSA dominance: a definition dominates every use; a phi uses its incoming value at the end of
; the incoming block; only phis use their own result; unreachable code follows LLVM's
; convention (uses there are dominated, definitions there dominate nothing reachable).
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Instruction does not dominate all uses!
; CHECK-NEXT: %x = add i32 1, 2
; CHECK-NEXT: %y = add i32 %x, 1
; CHECK: Instruction does not dominate all uses!
; CHECK-NEXT: %w = add i32 %y, 1
; CHECK-NEXT: %z = add i32 %w, 1
define void @defs(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %y = add i32 %x, 1 ; error: Instruction does not dominate all uses!
  %z = add i32 %w, 1 ; error: Instruction does not dominate all uses!
  %w = add i32 %y, 1
  ret void
}

; CHECK: Instruction does not dominate all uses!
; CHECK-NEXT: %x = add i32 1, 2
; CHECK-NEXT: %p = phi i32 [ %x, %a ], [ %x, %entry ]
define i32 @phi_edges(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  %x = add i32 1, 2
  br label %b
b:
  %p = phi i32 [ %x, %a ], [ %x, %entry ] ; error: Instruction does not dominate all uses!
  ret i32 %p
}

; A loop-carried phi using a value defined later in the loop is fine.
define i32 @loop(i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %done = icmp eq i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %i
}

; CHECK: Only PHI nodes may reference their own value!
; CHECK-NEXT: %x = add i32 %x, 1
define void @self(i1 %c) {
entry:
  br label %a
a:
  %x = add i32 %x, 1 ; error: Only PHI nodes may reference their own value!
  br i1 %c, label %a, label %b
b:
  ret void
}

; CHECK: Instruction does not dominate all uses!
; CHECK-NEXT: %d = add i32 1, 2
; CHECK-NEXT: %u = add i32 %d, 1
define void @unreachable() {
entry:
  br label %exit
dead:
  %s = add i32 %s, 1
  %v = add i32 %later, 1
  %later = add i32 1, 1
  %d = add i32 1, 2
  br label %exit
exit:
  %p = phi i32 [ 0, %entry ], [ %later, %dead ]
  %u = add i32 %d, 1 ; error: Instruction does not dominate all uses!
  ret void
}
