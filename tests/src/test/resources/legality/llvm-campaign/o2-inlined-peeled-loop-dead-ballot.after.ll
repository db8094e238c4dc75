source_filename = "/tmp/cvg-fuzz-18303497269929842563/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  tail call void @plain()
  %v0_0 = mul i32 %n, 18
  %v0_1 = add i32 %v0_0, 4
  %v0_3 = and i32 %v0_1, %tid
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_3) [ "convergencectrl"(token %t0) ]
  %u.i = mul nuw nsw i32 %tid, 3
  %trip2.i = and i32 %tid, 7
  %v0_1.i = shl nuw nsw i32 %tid, 1
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v3_0.i = and i32 %tid, 5
  %v3_1.i = sub nsw i32 %u.i, %v3_0.i
  %bc3.i = icmp ult i32 %v3_1.i, 58
  %v2_2.peel.i = add nuw nsw i32 %v0_1.i, 5
  store i32 %v2_2.peel.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %exitcond.peel.not.i = icmp samesign ult i32 %trip2.i, 2
  br i1 %exitcond.peel.not.i, label %callee1.exit, label %bb2.peel.next.i

bb2.peel.next.i:
  %v2_2.i = add nuw nsw i32 %v3_0.i, 5
  br label %bb2.i

bb2.i:
  %iv2.i = phi i32 [ 1, %bb2.peel.next.i ], [ %iv2.next.i, %bb2.i ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next.i = add nuw nsw i32 %iv2.i, 1
  store i32 %v2_2.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %ballot3.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot3.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not.i = icmp eq i32 %trip2.i, %iv2.next.i
  br i1 %exitcond.not.i, label %callee1.exit, label %bb2.i, !llvm.loop !0

callee1.exit:
  store i32 %first0, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v2_2.peel.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  br i1 %exitcond.peel.not.i, label %callee1.exit40.critedge, label %bb2.peel.next.i11

bb2.peel.next.i11:
  %v2_2.i12 = add nuw nsw i32 %v3_0.i, 5
  br label %bb2.i13

bb2.i13:
  %iv2.i14 = phi i32 [ 1, %bb2.peel.next.i11 ], [ %iv2.next.i16, %bb2.i13 ]
  %t1.i15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next.i16 = add nuw nsw i32 %iv2.i14, 1
  store i32 %v2_2.i12, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %ballot3.i17 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i) [ "convergencectrl"(token %t1.i15) ]
  store i32 %ballot3.i17, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not.i18 = icmp eq i32 %trip2.i, %iv2.next.i16
  br i1 %exitcond.not.i18, label %callee1.exit20, label %bb2.i13, !llvm.loop !0

callee1.exit20:
  %v3_1 = add nuw nsw i32 %v0_1.i, 4
  %u.i22 = mul nuw nsw i32 %v3_1, 3
  %v3_1.i27 = sub nuw nsw i32 %u.i22, %v3_0.i
  %bc3.i28 = icmp samesign ult i32 %v3_1.i27, 58
  %v0_1.i24 = add nuw nsw i32 %tid, 5
  %v2_2.peel.i29 = add nuw nsw i32 %v0_1.i24, %v3_1
  store i32 %v2_2.peel.i29, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  br label %bb2.i33

bb2.i33:
  %iv2.i34 = phi i32 [ 1, %callee1.exit20 ], [ %iv2.next.i36, %bb2.i33 ]
  %t1.i35 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next.i36 = add nuw nsw i32 %iv2.i34, 1
  store i32 %v2_2.i12, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %ballot3.i37 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i28) [ "convergencectrl"(token %t1.i35) ]
  store i32 %ballot3.i37, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not.i38 = icmp eq i32 %trip2.i, %iv2.next.i36
  br i1 %exitcond.not.i38, label %callee1.exit40, label %bb2.i33, !llvm.loop !0

callee1.exit40.critedge:
  %v2_2.peel.i29.c = add nuw nsw i32 %u.i, 9
  store i32 %v2_2.peel.i29.c, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  br label %callee1.exit40

callee1.exit40:
  %v3_2 = mul i32 %n, %tid
  store i32 %v3_2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_3 = add nsw i32 %tid, -6
  store i32 %v1_3, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v0_2 = sub nsw i32 0, %tid
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %c0 = icmp samesign ult i32 %tid, 3
  br i1 %c0, label %bb3, label %bb2

bb2:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  store i32 %first2, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v7_2 = mul nuw nsw i32 %tid, %tid
  store i32 %v7_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %reass.sub = sub i32 %n, %tid
  %v1_1 = add i32 %reass.sub, 4
  %bc1 = icmp ult i32 %v1_1, 28
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %bc6 = icmp ult i32 %u, 54
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %tid, i32 1)
  br label %bb4

bb4:
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %v4_1 = and i32 %iv4, %tid
  %v4_2 = shl nuw nsw i32 %v4_1, 1
  %v4_3 = and i32 %v4_2, 2
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %iv4, %1
  br i1 %exitcond.not, label %bb2, label %bb5

bb5:
  %iv4.next = add nuw nsw i32 %iv4, 1
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t2) ]
  store i32 %ballot6, ptr addrspace(1) %addr0, align 4
  br label %bb4
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_1 = add i32 %n, %tid
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v3_0 = and i32 %tid, 5
  %v3_1 = sub i32 %u, %v3_0
  %bc3 = icmp ult i32 %v3_1, 58
  %v2_2.peel = add i32 %v0_1, 5
  store i32 %v2_2.peel, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %exitcond.peel.not = icmp samesign ult i32 %trip2, 2
  br i1 %exitcond.peel.not, label %bb1, label %bb2.peel.next

bb2.peel.next:
  %v2_2 = add nuw nsw i32 %v3_0, 5
  br label %bb2

bb1:
  %1 = icmp samesign ult i32 %tid, 41
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %iv2 = phi i32 [ 1, %bb2.peel.next ], [ %iv2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %v2_2, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %trip2, %iv2.next
  br i1 %exitcond.not, label %bb1, label %bb2, !llvm.loop !0
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
