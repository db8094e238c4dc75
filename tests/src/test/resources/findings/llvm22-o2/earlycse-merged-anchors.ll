; EarlyCSE merges the two convergence.anchor() calls (both memory(none)): %b becomes %a, whose region
; then holds the use of %t0 between them ("Convergence region is not well-nested"). Hand-reduced from
; seed 13 of the session-10 default<O2> campaign (965 of 5,206 kernels fail this way).
define void @f() convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  %a = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %a) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %b = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %b) ]
  ret void
}
declare void @op() convergent
declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
