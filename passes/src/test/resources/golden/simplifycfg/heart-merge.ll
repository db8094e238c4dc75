; %body's only predecessor %pre ends in br, but %body starts with the loop intrinsic %t and
; %pre ends with a convergent call: merged, the intrinsic would follow a convergent operation in
; its block, which the static rules forbid. The guard refuses; everything else is merged.
declare void @op() convergent
declare token @llvm.experimental.convergence.entry() convergent
declare token @llvm.experimental.convergence.loop() convergent

define void @k(i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  br label %pre

pre:
  call void @op() [ "convergencectrl"(token %e) ]
  br label %body

body:
  %t = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  call void @op() [ "convergencectrl"(token %t) ]
  ret void
}
