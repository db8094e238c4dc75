source_filename = "/tmp/cvg-fuzz-1950279755661567680/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) initializes((0, 4)) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  store i32 %tid, ptr addrspace(1) %out, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = tail call i32 @llvm.usub.sat.i32(i32 %tid, i32 1)
  br label %bb4.i

bb4.i:
  %iv4.i = phi i32 [ 0, %entry ], [ %iv4.next.i, %bb6.i ]
  %t3.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next.i = add nuw nsw i32 %iv4.i, 1
  %exitcond1.not.i = icmp eq i32 %iv4.i, %0
  br i1 %exitcond1.not.i, label %callee1.exit, label %bb6.i

bb6.i:
  %iv6.i = phi i32 [ %iv6.next.i, %bb6.i ], [ 0, %bb4.i ]
  %t5.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3.i) ]
  call void @op() [ "convergencectrl"(token %t5.i) ]
  %iv6.next.i = add nuw nsw i32 %iv6.i, 1
  %exitcond.not.i = icmp eq i32 %iv6.next.i, %tid
  br i1 %exitcond.not.i, label %bb4.i, label %bb6.i

callee1.exit:
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) initializes((0, 4)) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %t0 = tail call token @llvm.experimental.convergence.entry()
  store i32 %n, ptr addrspace(1) %out, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %smax = tail call i32 @llvm.smax.i32(i32 %n, i32 1)
  %0 = add nsw i32 %smax, -1
  br label %bb4

bb1:
  ret void

bb4:
  %iv4 = phi i32 [ 0, %entry ], [ %iv4.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %exitcond1.not = icmp eq i32 %iv4, %0
  br i1 %exitcond1.not, label %bb1, label %bb6

bb6:
  %iv6 = phi i32 [ %iv6.next, %bb6 ], [ 0, %bb4 ]
  %t5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %exitcond.not = icmp eq i32 %iv6.next, %n
  br i1 %exitcond.not, label %bb4, label %bb6
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare void @op() local_unnamed_addr #1

declare token @llvm.experimental.convergence.entry() #3

declare token @llvm.experimental.convergence.anchor() #3

declare token @llvm.experimental.convergence.loop() #3

declare i32 @llvm.smax.i32(i32, i32) #4

declare i32 @llvm.usub.sat.i32(i32, i32) #4

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
