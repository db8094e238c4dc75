; The entry block has no predecessors; only intrinsics return or take tokens.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Entry block to function must not have predecessors!
; CHECK-NEXT: label %entry
define void @entry_pred(i1 %c) {
entry: ; error: Entry block to function must not have predecessors!
  br i1 %c, label %entry, label %exit
exit:
  ret void
}

; CHECK: Function has token parameter but isn't an intrinsic
; CHECK-NEXT: call void @takes(token %t)
define void @uses_token() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @takes(token %t) ; error: Function has token parameter but isn't an intrinsic
  ret void
}

; CHECK: Function returns a token but isn't an intrinsic
; CHECK-NEXT: ptr @produce
declare token @produce() ; error: Function returns a token but isn't an intrinsic

; CHECK: Function takes token but isn't an intrinsic
; CHECK-NEXT: token %0
; CHECK-NEXT: ptr @takes
declare void @takes(token) ; error: Function takes token but isn't an intrinsic

declare token @llvm.experimental.convergence.anchor()
