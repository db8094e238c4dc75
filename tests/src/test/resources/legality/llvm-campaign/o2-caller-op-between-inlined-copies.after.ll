source_filename = "/tmp/cvg-fuzz-3857732485587858968/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel() local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %ivc5.i = icmp samesign ugt i32 %tid, 1
  br i1 %ivc5.i, label %bb5.i, label %callee1.exit

bb5.i:
  br label %bb5.i

callee1.exit:
  %t1.i1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i1) ]
  ret void
}

define void @callee1(i32 %n) local_unnamed_addr #0 {
entry:
  %ivc5 = icmp sgt i32 %n, 1
  br i1 %ivc5, label %bb5, label %bb3

bb3:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  ret void

bb5:
  br label %bb5
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare void @op() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #2

declare token @llvm.experimental.convergence.anchor() #2

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
