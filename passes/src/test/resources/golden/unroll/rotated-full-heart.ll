; pipeline: loop-unroll
; LLVM's convergent.controlled.ll @full_unroll: a rotated loop (exit test in the latch %a) with
; the heart %tok.loop in the header and a constant trip count of 3, fully unrolled; the heart is
; not duplicated (LLVM keeps one as well).
define i32 @full_unroll() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %l3

l3:
  %x.0 = phi i32 [ 0, %entry ], [ %inc, %a ]
  %tok.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %inc = add nsw i32 %x.0, 1
  %exitcond = icmp eq i32 %inc, 3
  br label %a

a:
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  br i1 %exitcond, label %exit, label %l3

exit:
  ret i32 0
}

declare void @f() convergent
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
