; A function does not mix controlled convergent operations (a token use, or a control
; intrinsic) with uncontrolled ones; each operation that switches the mode is reported.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK-NEXT: call void @f(){{$}}
define void @controlled_first() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %t) ]
  call void @g()
  call void @f() ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  ret void
}

; The function stays uncontrolled, so both controlled operations are reported, and the
; token-scope rules are not checked at all.
; CHECK: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK-NEXT: %t = call token @llvm.experimental.convergence.anchor()
; CHECK: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %t) ]
define void @uncontrolled_first() {
  call void @f()
  %t = call token @llvm.experimental.convergence.anchor() ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  call void @f() [ "convergencectrl"(token %t) ] ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  ret void
}

; A token on a non-convergent call still makes the function controlled (LLVM 22 accepts the
; token use itself).
; CHECK: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK-NEXT: call void @f(){{$}}
define void @token_on_plain_call() {
  %t = call token @llvm.experimental.convergence.anchor()
  call void @g() [ "convergencectrl"(token %t) ]
  call void @f() ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  ret void
}

; Uncontrolled convergence alone is fine.
define void @all_uncontrolled() {
  call void @f()
  call void @f()
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.anchor()
