source_filename = "o2-anchor-split-loop-exit-steers.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  %v0_0 = add i32 %n, -2
  %bc0 = icmp ult i32 %v0_0, 32
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot0, ptr addrspace(1) %addr0.i, align 4
  %c0 = icmp slt i32 %ballot0, 18
  br i1 %c0, label %bb2, label %bb4

bb1:
  %v2_1 = add i32 %n, 1
  %v1_0 = and i32 %v2_1, 5
  %v1_2 = add nsw i32 %v1_0, -2
  store i32 %v1_2, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %entry ], [ %k4, %bb4 ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  store i32 %first2, ptr addrspace(1) %addr0.i, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sgt i32 %k2.next, 63
  %c2 = icmp slt i32 %first2, 2
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  store i32 %first3, ptr addrspace(1) %addr0.i, align 4
  %1 = add i32 %k2, 3
  br label %bb4

bb4:
  %k4 = phi i32 [ 2, %entry ], [ %1, %bb3 ]
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v4_0 = mul i32 %u, %tid
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_0) [ "convergencectrl"(token %t3) ]
  store i32 %first4, ptr addrspace(1) %addr0.i, align 4
  br label %bb2
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 7, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.anchor() #4

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
