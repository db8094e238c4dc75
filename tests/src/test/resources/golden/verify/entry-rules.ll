; The entry intrinsic: only in a convergent function, only in the entry block, first among the
; convergent operations of its block, and without a token operand.
; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s

; CHECK: Entry intrinsic can occur only in a convergent function.
; CHECK-NEXT: %e = call token @llvm.experimental.convergence.entry()
define void @not_convergent() {
  %e = call token @llvm.experimental.convergence.entry() ; error: Entry intrinsic can occur only in a convergent function.
  ret void
}

; CHECK: Entry intrinsic can occur only in the entry block.
; CHECK-NEXT: %e = call token @llvm.experimental.convergence.entry()
define void @not_entry_block() convergent {
A:
  br label %B
B:
  %e = call token @llvm.experimental.convergence.entry() ; error: Entry intrinsic can occur only in the entry block.
  ret void
}

; The rejected entry does not make the function controlled, so the uncontrolled call before
; it is not reported as mixing.
; CHECK: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
; CHECK-NEXT: %e = call token @llvm.experimental.convergence.entry()
define void @preceded() convergent {
  call void @f()
  %e = call token @llvm.experimental.convergence.entry() ; error: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
  ret void
}

; A second entry is preceded by the first, which is how "at most once" is enforced.
; CHECK: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
; CHECK-NEXT: %e2 = call token @llvm.experimental.convergence.entry()
define void @twice() convergent {
  %e1 = call token @llvm.experimental.convergence.entry()
  %e2 = call token @llvm.experimental.convergence.entry() ; error: Entry intrinsic cannot be preceded by a convergent operation in the same basic block.
  ret void
}

; A non-convergent call before the entry is fine.
define void @after_plain_call() convergent {
  call void @g()
  %e = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %e) ]
  ret void
}

; The entry's token comes from a later anchor, which is also an SSA dominance error (not
; CHECKed here: LLVM interleaves the two verifiers' messages, cvg reports them separately) and
; then a region-nesting error.
; CHECK: Entry or anchor intrinsic cannot have a convergencectrl token operand.
; CHECK-NEXT: %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %a) ]
; CHECK: Entry or anchor intrinsic cannot have a convergencectrl token operand.
; CHECK-NEXT: %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ]
; CHECK: Convergence region is not well-nested.
; CHECK-NEXT: %a = call token @llvm.experimental.convergence.anchor()
; CHECK-NEXT: %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %a) ]
define void @with_token() convergent {
  %e = call token @llvm.experimental.convergence.entry() [ "convergencectrl"(token %a) ] ; error: Instruction does not dominate all uses! ; error: Entry or anchor intrinsic cannot have a convergencectrl token operand. ; error: Convergence region is not well-nested.
  %a = call token @llvm.experimental.convergence.anchor()
  %b = call token @llvm.experimental.convergence.anchor() [ "convergencectrl"(token %a) ] ; error: Entry or anchor intrinsic cannot have a convergencectrl token operand.
  ret void
}

declare void @f() convergent
declare void @g()
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
