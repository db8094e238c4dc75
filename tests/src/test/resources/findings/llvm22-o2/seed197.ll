target triple = "amdgcn--"

; Function Attrs: convergent
define void @callee1(i1 %c3) #0 {
entry:
  br label %bb2

bb1:                                              ; preds = %bb2
  call void @op() [ "convergencectrl"(token %t2) ]
  ret void

bb2:                                              ; preds = %bb2, %entry
  %t2 = call token @llvm.experimental.convergence.anchor()
  br i1 %c3, label %bb1, label %bb2
}

; Function Attrs: convergent
declare void @op() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
