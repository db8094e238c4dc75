; The examples ConvergentOperations.rst marks as incorrect convergence control, made concrete,
; plus two the spec shows as possible but that its static rules (and LLVM 22) reject.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; "Rationales for Static rules about cycles", first example: an anchor used in a loop.
; CHECK: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; CHECK-NEXT: call void @convergent.op() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: depth=1: entries(for)
define void @anchor_in_loop() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %for
for:
  call void @convergent.op() [ "convergencectrl"(token %anchor) ] ; error: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
  br label %for
}

; Second example: two conditional operations in the loop use the anchor.
; CHECK: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; CHECK-NEXT: call void @convergent.op.1() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: depth=1: entries(B) F D C E
; CHECK: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; CHECK-NEXT: call void @convergent.op.2() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: depth=1: entries(B) F D C E
define void @two_ops_in_loop(i1 %condition1, i1 %condition2, i1 %more) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br i1 %condition1, label %C, label %D
C:
  call void @convergent.op.1() [ "convergencectrl"(token %anchor) ] ; error: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  call void @convergent.op.2() [ "convergencectrl"(token %anchor) ] ; error: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
  br label %F
F:
  br i1 %more, label %B, label %G
G:
  ret void
}

; The variant with the heart in %C and a free-standing anchor in %E, which the spec discusses
; as "unnatural counting of loop iterations": rule 4 rejects a heart outside the header.
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: label %C
; CHECK-NEXT: depth=1: entries(B) F D C E
define void @heart_in_branch(i1 %condition1, i1 %condition2, i1 %more) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %B
B:
  br i1 %condition1, label %C, label %D
C:
  %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ] ; error: Cycle heart must dominate all blocks in the cycle.
  call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
  br label %D
D:
  br i1 %condition2, label %E, label %F
E:
  %free = call token @llvm.experimental.convergence.anchor()
  call void @convergent.op.2() [ "convergencectrl"(token %free) ]
  br label %F
F:
  br i1 %more, label %B, label %G
G:
  ret void
}

; Last example of that section: two nested loops whose hearts both refer to %anchor.
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: label %L1
; CHECK-NEXT: depth=1: entries(outer) latch mid L1 L2
; CHECK: Cycle heart must dominate all blocks in the cycle.
; CHECK-NEXT: %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
; CHECK-NEXT: label %L2
; CHECK-NEXT: depth=1: entries(outer) latch mid L1 L2
define void @nested_hearts(i1 %condition1, i1 %condition2, i1 %c) {
A:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %outer
outer:
  br i1 %condition1, label %L1, label %mid
L1:
  %loop1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ] ; error: Cycle heart must dominate all blocks in the cycle.
  br i1 %c, label %L1, label %mid
mid:
  br i1 %condition2, label %L2, label %latch
L2:
  %loop2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ] ; error: Cycle heart must dominate all blocks in the cycle.
  br i1 %c, label %L2, label %latch
latch:
  br label %outer
}

; "Hoisting and sinking": hoisting the anchor out of the loop makes the program invalid.
; CHECK: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
; CHECK-NEXT: call void @convergent.operation() [ "convergencectrl"(token %tok) ]
define void @anchor_hoisted_out_of_loop() {
entry:
  %tok = call token @llvm.experimental.convergence.anchor()
  br label %for
for:
  call void @convergent.operation() [ "convergencectrl"(token %tok) ] ; error: Convergence token used by an instruction other than llvm.experimental.convergence.loop in a cycle that does not contain the token's definition.
  br label %for
}

declare void @convergent.op() convergent
declare void @convergent.op.1() convergent
declare void @convergent.op.2() convergent
declare void @convergent.operation() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
