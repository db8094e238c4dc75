; ModuleID = 'input.ll'
source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent
define amdgpu_kernel void @kernel() local_unnamed_addr #0 {
entry:
  %t0 = tail call token @llvm.experimental.convergence.entry()
  br label %bb12

bb12:                                             ; preds = %entry
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  br label %bb14

bb14:                                             ; preds = %bb12
  %t7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  br label %bb18

bb18:                                             ; preds = %bb14
  %t9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  br label %bb20

bb20:                                             ; preds = %bb18
  %t11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  ret void
}

; Function Attrs: convergent
declare void @op() local_unnamed_addr #0

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
