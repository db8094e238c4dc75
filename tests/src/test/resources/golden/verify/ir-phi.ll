; Phi/predecessor agreement: one entry per incoming edge (a conditional branch with equal
; targets is two edges), equal values for repeated predecessors, entries naming exactly the
; predecessors.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: PHINode should have one entry for each predecessor of its parent basic block!
; CHECK-NEXT: %p = phi i32 [ 1, %entry ]
define void @missing_entry(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %p = phi i32 [ 1, %entry ] ; error: PHINode should have one entry for each predecessor of its parent basic block!
  ret void
}

; CHECK: PHINode should have one entry for each predecessor of its parent basic block!
; CHECK-NEXT: %p = phi i32 [ 1, %entry ]
define void @two_edges_one_entry(i1 %c) {
entry:
  br i1 %c, label %b, label %b
b:
  %p = phi i32 [ 1, %entry ] ; error: PHINode should have one entry for each predecessor of its parent basic block!
  ret void
}

; CHECK: PHI node has multiple entries for the same basic block with different incoming values!
; CHECK-NEXT: %p = phi i32 [ 1, %entry ], [ 2, %entry ]
; CHECK-NEXT: label %entry
; CHECK-NEXT: i32 2
; CHECK-NEXT: i32 1
define void @two_edges_two_values(i1 %c) {
entry:
  br i1 %c, label %b, label %b
b:
  %q = phi i32 [ 1, %entry ], [ 1, %entry ]
  %p = phi i32 [ 1, %entry ], [ 2, %entry ] ; error: PHI node has multiple entries for the same basic block with different incoming values!
  ret void
}

; CHECK: PHI node entries do not match predecessors!
; CHECK-NEXT: %p = phi i32 [ 1, %entry ], [ 2, %x ]
; CHECK-NEXT: label %x
; CHECK-NEXT: label %a
define void @wrong_predecessor(i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
x:
  ret void
b:
  %p = phi i32 [ 1, %entry ], [ 2, %x ] ; error: PHI node entries do not match predecessors!
  ret void
}
