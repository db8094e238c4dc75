; ModuleID = 'input.ll'
source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent
declare void @op() #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #2

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #2

; Function Attrs: convergent
define void @callee0(i1 %c) #0 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  br i1 %c, label %bb1, label %bb2

bb1:                                              ; preds = %entry
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb2

bb2:                                              ; preds = %bb1, %entry
  ret void
}

; Function Attrs: convergent
define amdgpu_kernel void @kernel(i32 %n) #0 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp slt i32 %tid, %n
  call void @op() [ "convergencectrl"(token %t0) ]
  br i1 %c, label %bb1, label %bb2

bb1:                                              ; preds = %entry
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb2

bb2:                                              ; preds = %bb1, %entry
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  ret void
}

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
