target triple = "amdgcn--"

define amdgpu_kernel void @kernel() convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb12

bb12:
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  br label %bb14

bb14:
  %t7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  br label %bb18

bb18:
  %t9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  br label %bb20

bb19:
  ret void

bb20:
  %k20 = phi i32 [ 0, %bb18 ], [ %k21, %bb21 ]
  %t11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  %k20.next = add i32 %k20, 1
  %tired20 = icmp sge i32 %k20.next, 64
  %c20 = icmp slt i32 0, 1
  %go20 = select i1 %tired20, i1 false, i1 %c20
  br i1 %go20, label %bb21, label %bb19

bb21:
  %k21 = phi i32 [ %k20.next, %bb20 ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  br label %bb20
}

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.loop()
