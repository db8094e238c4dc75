source_filename = "/tmp/cvg-fuzz-9038330321583901153/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 15
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc0 = icmp samesign ult i32 %tid, 52
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0.i, align 4
  %v5_2 = and i32 %u, 5
  %v3_2 = add i32 %n, -2
  %cond1 = icmp eq i32 %tid, 1
  %ivc4.peel = icmp samesign ugt i32 %trip4, 1
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %u, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %bc2 = icmp samesign ult i32 %iv2, 54
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  br label %bb4.peel

bb4.peel:
  store i32 %ballot2, ptr addrspace(1) %addr0.i, align 4
  %t3.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  %tired4.peel = icmp slt i32 %k2, 62
  %go4.peel = select i1 %ivc4.peel, i1 %tired4.peel, i1 false
  br i1 %go4.peel, label %bb4, label %bb3

bb3:
  %k4.in.lcssa = phi i32 [ %k2, %bb4.peel ], [ %k4.in, %bb4 ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %v3_2, ptr addrspace(1) %addr0.i, align 4
  %k3.next = add nsw i32 %k4.in.lcssa, 3
  %tired3 = icmp slt i32 %k4.in.lcssa, 61
  %cond = and i1 %cond1, %tired3
  br i1 %cond, label %bb2, label %bb1

bb4:
  %k4.in.in = phi i32 [ %k4.in, %bb4 ], [ %k2, %bb4.peel ]
  %iv4 = phi i32 [ %iv4.next, %bb4 ], [ 1, %bb4.peel ]
  %k4.in = add nsw i32 %k4.in.in, 2
  store i32 %v5_2, ptr addrspace(1) %addr0.i, align 4
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t3) ]
  store i32 %ballot4, ptr addrspace(1) %addr0.i, align 4
  %tired4 = icmp slt i32 %k4.in.in, 60
  %ivc4 = icmp samesign ult i32 %iv4.next, %trip4
  %go4 = select i1 %ivc4, i1 %tired4, i1 false
  br i1 %go4, label %bb4, label %bb3, !llvm.loop !0
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %bc0 = icmp ult i32 %u, 44
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
