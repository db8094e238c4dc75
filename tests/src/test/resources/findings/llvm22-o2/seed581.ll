target triple = "amdgcn--"

; Function Attrs: convergent
define amdgpu_kernel void @kernel() #0 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb3

bb3:                                              ; preds = %bb3, %entry
  %k3 = phi i32 [ 0, %entry ], [ 1, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sgt i32 %k3.next, 1
  br i1 %tired3, label %bb7, label %bb3

bb7:                                              ; preds = %bb3
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  ret void
}

; Function Attrs: convergent
declare void @op() #0

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1


attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
