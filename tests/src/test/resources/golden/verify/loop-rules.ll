; The loop intrinsic: it needs a token operand and must come first among the convergent
; operations of its block.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Loop intrinsic must have a convergencectrl token operand.
; CHECK-NEXT: %h = call token @llvm.experimental.convergence.loop()
define void @no_token() {
A:
  br label %B
B:
  %h = call token @llvm.experimental.convergence.loop() ; error: Loop intrinsic must have a convergencectrl token operand.
  br label %B
}

; A non-convergent call before the heart does not count, a convergent one (here an anchor)
; does; the rejected
; heart is still a token definition, so its use in %C is checked (and is fine).
; CHECK: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
; CHECK-NEXT: %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
define void @preceded(i1 %c) convergent {
A:
  %e = call token @llvm.experimental.convergence.entry()
  br label %B
B:
  call void @g()
  %a = call token @llvm.experimental.convergence.anchor()
  %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ] ; error: Loop intrinsic cannot be preceded by a convergent operation in the same basic block.
  br i1 %c, label %B, label %C
C:
  call void @f() [ "convergencectrl"(token %h) ]
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
