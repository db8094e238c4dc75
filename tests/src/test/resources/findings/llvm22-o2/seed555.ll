target triple = "amdgcn--"

; Function Attrs: convergent
define amdgpu_kernel void @kernel(i32 %n) #0 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb2.i

bb2.i:                                            ; preds = %bb2.i, %entry
  store volatile i32 0, ptr null, align 4
  switch i32 %n, label %bb2.i [
    i32 1, label %callee0.exit
    i32 2, label %callee0.exit
  ]

callee0.exit:                                     ; preds = %bb2.i, %bb2.i
  call void @op() [ "convergencectrl"(token %t0) ]
  ret void
}

; Function Attrs: convergent
declare void @op() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
