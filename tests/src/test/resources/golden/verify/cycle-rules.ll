; Closed-path rules 1-4, checked on cycles: a token used inside a cycle that does not contain
; its definition may only be used by a loop intrinsic (rule 1), which must be the heart of the
; outermost such cycle: in its header, the cycle reducible (rule 4), and the only such use in
; that cycle (rules 2 and 3).
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; Rule 1: an ordinary convergent call cannot use an outer token inside a loop.
; CHECK: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: depth=1: entries(B)
define void @use_in_cycle(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  call void @f() [ "convergencectrl"(token %a) ] ; error: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
  br i1 %c, label %B, label %C
C:
  ret void
}

; Rule 4: the heart must be in the header.
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: label %L
; CHECK-NEXT: depth=1: entries(H) L
define void @heart_in_latch(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %H
H:
  br label %L
L:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; error: Cycle heart must dominate all blocks in the cycle.
  br i1 %c, label %H, label %X
X:
  ret void
}

; Rule 4 for nested cycles: the heart of the inner loop uses a token from outside the outer
; loop, so it must be the heart of the outer loop, whose header is %B.
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: label %C
; CHECK-NEXT: depth=1: entries(B) D C
define void @heart_of_inner_for_outer(i1 %c1, i1 %c2) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br label %C
C:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; error: Cycle heart must dominate all blocks in the cycle.
  br i1 %c1, label %C, label %D
D:
  br i1 %c2, label %B, label %E
E:
  ret void
}

; Rule 4 for an irreducible cycle: no block dominates it, so it has no valid heart.
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: label %L
; CHECK-NEXT: depth=1: entries(R L)
define void @irreducible(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br i1 %c, label %L, label %R
L:
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; error: Cycle heart must dominate all blocks in the cycle.
  br i1 %c, label %R, label %X
R:
  br i1 %c, label %L, label %X
X:
  ret void
}

; Rules 2 and 3: two hearts in one cycle (the second is also preceded by the first).
; CHECK: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
; CHECK-NEXT: %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK: Two static convergence token uses in a cycle that does not contain either token's definition.
; CHECK-NEXT: %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
; CHECK-NEXT: depth=1: entries(B)
define void @two_hearts(i1 %c) {
A:
  %a = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  %h1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ]
  %h2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %a) ] ; error: Loop intrinsic cannot be preceded by a convergent operation in the same basic block. ; error: Two static convergence token uses in a cycle that does not contain either token's definition.
  br i1 %c, label %B, label %C
C:
  ret void
}

; Valid: a loop nest with one heart per cycle, the inner heart using the outer heart's token,
; and a use of the inner heart's token after a divergent exit (an extended cycle).
define void @valid_nest(i1 %c1, i1 %c2) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %outer
outer:
  %ho = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  br label %inner
inner:
  %hi = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %ho) ]
  call void @f() [ "convergencectrl"(token %hi) ]
  br i1 %c1, label %inner, label %latch
latch:
  br i1 %c2, label %outer, label %exit
exit:
  call void @f() [ "convergencectrl"(token %e) ]
  ret void
}

; Valid: a token defined inside the cycle is used freely in it (degenerate case: the use's
; cycle contains the definition).
define void @defined_inside(i1 %c) {
A:
  br label %B
B:
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  br i1 %c, label %B, label %C
C:
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
