source_filename = "/tmp/cvg-fuzz-6451535262545098192/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  %v0_3 = add i32 %n, 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2.i = shl nuw nsw i32 %tid, 2
  %v0_3.i = mul nuw nsw i32 %v0_2.i, %tid
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  %cond.i = icmp eq i32 %tid, 2
  br i1 %cond.i, label %bb3.i, label %bb2.i

bb2.i:
  %v2_0.i = mul nuw nsw i32 %tid, %tid
  %first2.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0.i) [ "convergencectrl"(token %t0) ]
  br label %callee1.exit

bb3.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  store i32 6, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  store i32 10, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 14, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 10, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  br label %callee1.exit

callee1.exit:
  %storemerge.i = phi i32 [ %first2.i, %bb2.i ], [ 2, %bb3.i ]
  store i32 %storemerge.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %v0_3, ptr addrspace(1) %addr0.i, align 4
  %tid.off = add nsw i32 %tid, -3
  %switch = icmp ult i32 %tid.off, 2
  br i1 %switch, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %v0_3, %callee1.exit ], [ %n, %bb3 ]
  %v1_1 = mul i32 %p1, %n
  %v1_3 = xor i32 %v1_1, %u
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_3) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  tail call void @plain()
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0.i, align 4
  %v3_0 = xor i32 %u, 6
  %v4_1 = add i32 %v3_0, -3
  %bc4 = icmp ult i32 %v4_1, 34
  br label %bb3

bb3:
  %k3 = phi i32 [ 2, %bb2 ], [ %k4.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t1) ]
  store i32 %ballot3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  store i32 %ballot4, ptr addrspace(1) %addr0.i, align 4
  %k4.next = add nuw nsw i32 %k3, 2
  %tired4 = icmp samesign ugt i32 %k3, 61
  %c4 = icmp slt i32 %ballot4, 12
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb1, label %bb3
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = xor i32 %tid, %n
  %v0_1 = xor i32 %0, 3
  %1 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %1
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %bc5 = icmp ult i32 %u, 13
  br label %bb2.peel

bb2.peel:
  %t1.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1.peel) ]
  store i32 %n, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %ballot5.peel = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1.peel) ]
  store i32 %ballot5.peel, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1.peel) ]
  store i32 0, ptr addrspace(1) %addr0, align 4
  %exitcond.peel = icmp samesign ult i32 %trip2, 2
  br i1 %exitcond.peel, label %bb1, label %bb2

bb1:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = add i32 %u, 1
  store i32 %v1_1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %iv2 = phi i32 [ %iv2.next, %bb2 ], [ 1, %bb2.peel ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_1 = add nuw nsw i32 %iv2, %tid
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  store i32 %ballot5, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = and i32 %iv2, 5
  %v3_1 = mul nuw nsw i32 %v3_0, 7
  store i32 %v3_1, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %trip2, %iv2.next
  br i1 %exitcond, label %bb1, label %bb2, !llvm.loop !0
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1 = and i32 %n, %tid
  %v0_2 = shl nuw nsw i32 %tid, 2
  %v0_3 = mul nuw nsw i32 %v0_2, %v0_1
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %cond = icmp eq i32 %v0_1, 2
  br i1 %cond, label %bb3, label %bb2

bb1:
  %storemerge = phi i32 [ %first2, %bb2 ], [ %tid, %bb4 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  tail call void @plain()
  %v1_1 = xor i32 %n, 3
  %v1_3 = add i32 %v1_1, 7
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %v2_0 = mul i32 %n, %n
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0) [ "convergencectrl"(token %t0) ]
  br label %bb1

bb3:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = xor i32 %n, 5
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_0) [ "convergencectrl"(token %t0) ]
  %1 = and i32 %first3, 6
  store i32 %1, ptr addrspace(1) %addr0, align 4
  %c3 = icmp slt i32 %v3_0, 29
  br i1 %c3, label %bb5, label %bb6

bb4:
  %storemerge1 = phi i32 [ %v6_2, %bb6 ], [ %v7_3, %bb5 ]
  %p4 = phi i32 [ %v6_2, %bb6 ], [ %v5_3, %bb5 ]
  store i32 %storemerge1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %p4, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  br label %bb1

bb5:
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v5_1 = xor i32 %u, %n
  %v5_3 = add i32 %v5_1, %u
  store i32 %v5_3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_0 = add i32 %n, %tid
  %v7_3 = add i32 %v7_0, %v5_3
  br label %bb4

bb6:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_2 = add i32 %u, 5
  br label %bb4
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
