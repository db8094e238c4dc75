; Bundle shape: at most one "convergencectrl" bundle per call, with exactly one token operand,
; produced by a convergence control intrinsic. A call whose bundle is rejected counts as an
; uncontrolled convergent operation, so it also mixes with the function's tokens (as in LLVM 22).
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: The 'convergencectrl' bundle can occur at most once on a call
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %x), "convergencectrl"(token %y) ]
; CHECK-NEXT: Cannot mix controlled and uncontrolled convergence in the same function.
; CHECK: The 'convergencectrl' bundle requires exactly one token use.
; CHECK-NEXT: call void @f() [ "convergencectrl"(token %x, token %y) ]
; CHECK: The 'convergencectrl' bundle requires exactly one token use.
; CHECK-NEXT: call void @f() [ "convergencectrl"(i32 0) ]
define void @shape() {
  %x = call token @llvm.experimental.convergence.anchor()
  %y = call token @llvm.experimental.convergence.anchor()
  call void @f() [ "convergencectrl"(token %x), "convergencectrl"(token %y) ] ; error: The 'convergencectrl' bundle can occur at most once on a call ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  call void @f() [ "convergencectrl"(token %x, token %y) ] ; error: The 'convergencectrl' bundle requires exactly one token use. ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  call void @f() [ "convergencectrl"(i32 0) ] ; error: The 'convergencectrl' bundle requires exactly one token use. ; error: Cannot mix controlled and uncontrolled convergence in the same function.
  ret void
}

; CHECK: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; CHECK-NEXT: token undef
; CHECK-NEXT: call void @f() [ "convergencectrl"(token undef) ]
; CHECK: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
; CHECK-NEXT: token none
; CHECK-NEXT: call void @f() [ "convergencectrl"(token none) ]
define void @not_from_intrinsic() {
  call void @f() [ "convergencectrl"(token undef) ] ; error: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
  call void @f() [ "convergencectrl"(token none) ] ; error: Convergence control tokens can only be produced by calls to the convergence control intrinsics.
  ret void
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()
