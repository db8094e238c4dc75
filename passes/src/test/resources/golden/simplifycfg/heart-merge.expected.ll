declare void @op() convergent

declare token @llvm.experimental.convergence.entry() convergent

declare token @llvm.experimental.convergence.loop() convergent

define void @k(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %e) ]
  br label %body

body:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
