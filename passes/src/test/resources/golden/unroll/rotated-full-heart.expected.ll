define i32 @full_unroll() {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %l3

l3:
  %tok.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %inc = add nsw i32 0, 1
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  %inc.1 = add nsw i32 %inc, 1
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  %inc.2 = add nsw i32 %inc.1, 1
  call void @f() [ "convergencectrl"(token %tok.loop) ]
  ret i32 0
}

declare void @f() convergent

declare token @llvm.experimental.convergence.anchor()

declare token @llvm.experimental.convergence.loop()
