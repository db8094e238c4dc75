source_filename = "/tmp/cvg-fuzz-17535536029942956984/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0.i = mul i32 %n, 18
  %v0_1.i = add i32 %v0_0.i, -1
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_1.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_1.i = xor i32 %tid, 1
  store i32 %v2_1.i, ptr addrspace(1) %addr0.i, align 4
  %trip4.i = and i32 %tid, 15
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_1.i = xor i32 %tid, 7
  store i32 %v5_1.i, ptr addrspace(1) %addr0.i, align 4
  %bc4.i = icmp samesign ult i32 %tid, 22
  %umax1.i = tail call i32 @llvm.umax.i32(i32 %trip4.i, i32 1)
  br label %bb4.i

bb4.i:
  %iv4.i = phi i32 [ %iv4.next.i, %bb4.i ], [ 0, %entry ]
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  tail call void @plain()
  %iv4.next.i = add nuw nsw i32 %iv4.i, 1
  %ballot4.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i) [ "convergencectrl"(token %t2.i) ]
  store i32 %ballot4.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i = icmp eq i32 %iv4.next.i, %umax1.i
  br i1 %exitcond.i, label %callee1.exit, label %bb4.i

callee1.exit:
  %trip2 = and i32 %tid, 3
  %trip4 = and i32 %n, 3
  %v0_1 = and i32 %tid, 5
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  store i32 %v0_1, ptr addrspace(1) %addr0.i, align 4
  %v5_2 = and i32 %tid, 6
  %bc6 = icmp samesign ult i32 %tid, 56
  %v3_2 = xor i32 %v0_1.i, %tid
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = add nuw nsw i32 %iv4, 2
  %u.i = mul nuw nsw i32 %v1_1, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2.i = add nuw nsw i32 %v1_1, %tid
  %v0_3.i = xor i32 %v0_2.i, 5
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  %bc2.i = icmp samesign ult i32 %tid, 41
  %v3_3.i = add nuw nsw i32 %iv4, -3
  %ivc5.peel.i = icmp samesign ult i32 %trip4.i, 2
  br label %bb2.i

bb2.i:
  %k2.i = phi i32 [ 1, %bb1 ], [ %k2.i.be, %bb2.i.backedge ]
  %iv2.i = phi i32 [ 0, %bb1 ], [ %iv2.next.i, %bb2.i.backedge ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %iv2.next.i = add nuw nsw i32 %iv2.i, 1
  %ballot2.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot2.i, ptr addrspace(1) %addr0.i, align 4
  %k2.next.i = add i32 %k2.i, 1
  %tired2.i = icmp sgt i32 %k2.next.i, 63
  %ivc2.i = icmp samesign uge i32 %iv2.next.i, %v1_1
  %go2.i = select i1 %tired2.i, i1 true, i1 %ivc2.i
  br i1 %go2.i, label %callee0.exit, label %bb3.i

bb3.i:
  tail call void @plain()
  store i32 %v3_3.i, ptr addrspace(1) %addr0.i, align 4
  %k3.next.i = add i32 %k2.i, 2
  %t2.peel.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t2.peel.i) ]
  tail call void @plain()
  %ballot4.peel.i = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2.peel.i) ]
  store i32 %ballot4.peel.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t2.peel.i) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t2.peel.i) ]
  %first5.peel.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u.i) [ "convergencectrl"(token %t2.peel.i) ]
  store i32 %first5.peel.i, ptr addrspace(1) %addr0.i, align 4
  %k5.next.peel.i = add i32 %k2.i, 5
  %tired5.peel.i = icmp sgt i32 %k3.next.i, 60
  %go5.peel.i = select i1 %tired5.peel.i, i1 true, i1 %ivc5.peel.i
  br i1 %go5.peel.i, label %bb2.i.backedge, label %bb4.i5

bb2.i.backedge:
  %k2.i.be = phi i32 [ %k5.next.peel.i, %bb3.i ], [ %k5.next.i, %bb4.i5 ]
  br label %bb2.i

bb4.i5:
  %k4.i = phi i32 [ %k5.next.i, %bb4.i5 ], [ %k5.next.peel.i, %bb3.i ]
  %iv4.i6 = phi i32 [ %iv4.next.i8, %bb4.i5 ], [ 1, %bb3.i ]
  %t2.i7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t2.i7) ]
  tail call void @plain()
  %iv4.next.i8 = add nuw nsw i32 %iv4.i6, 1
  %ballot4.i9 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2.i7) ]
  store i32 %ballot4.i9, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t2.i7) ]
  %first6.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv4.i6) [ "convergencectrl"(token %t2.i7) ]
  %1 = and i32 %first6.i, 6
  store i32 %1, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t2.i7) ]
  %first5.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u.i) [ "convergencectrl"(token %t2.i7) ]
  store i32 %first5.i, ptr addrspace(1) %addr0.i, align 4
  %k5.next.i = add nsw i32 %k4.i, 3
  %tired5.i = icmp sgt i32 %k4.i, 60
  %ivc5.i = icmp samesign uge i32 %iv4.next.i8, %trip4.i
  %go5.i = select i1 %tired5.i, i1 true, i1 %ivc5.i
  br i1 %go5.i, label %bb2.i.backedge, label %bb4.i5, !llvm.loop !0

callee0.exit:
  %v1_0 = mul nuw nsw i32 %iv4, %tid
  %v1_2 = add nsw i32 %v1_0, -6
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v1_2, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %callee1.exit ], [ %v0_0.i, %bb3 ]
  %k2 = phi i32 [ 1, %callee1.exit ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %callee1.exit ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0.i13 = mul nuw nsw i32 %iv2, 18
  %v0_1.i14 = add nsw i32 %v0_0.i13, -1
  store i32 %v0_1.i14, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v2_1.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v5_1.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb4.i21

bb4.i21:
  %iv4.i22 = phi i32 [ %iv4.next.i24, %bb4.i21 ], [ 0, %bb2 ]
  %t2.i23 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  tail call void @plain()
  %iv4.next.i24 = add nuw nsw i32 %iv4.i22, 1
  %ballot4.i25 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i) [ "convergencectrl"(token %t2.i23) ]
  store i32 %ballot4.i25, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i26 = icmp eq i32 %iv4.next.i24, %umax1.i
  br i1 %exitcond.i26, label %callee1.exit29, label %bb4.i21

callee1.exit29:
  %reass.sub = sub i32 %p2, %n
  %v2_3 = add i32 %reass.sub, -6
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  br label %bb4

bb3:
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %v3_2, ptr addrspace(1) %addr0.i, align 4
  %k3.next = add nsw i32 %k4.in, 3
  %tired3 = icmp sgt i32 %k4.in, 60
  %ivc3 = icmp samesign uge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %storemerge = phi i32 [ %v2_3, %callee1.exit29 ], [ %ballot6, %bb5 ]
  %k4.in = phi i32 [ %k2, %callee1.exit29 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %callee1.exit29 ], [ %iv4.next, %bb5 ]
  store i32 %storemerge, ptr addrspace(1) %addr0.i, align 4
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %tired4 = icmp sgt i32 %k4.in, 61
  %ivc4 = icmp samesign uge i32 %iv4.next, %trip4
  %go4 = select i1 %tired4, i1 true, i1 %ivc4
  br i1 %go4, label %bb3, label %bb5

bb5:
  store i32 %v5_2, ptr addrspace(1) %addr0.i, align 4
  %k5.next = add nsw i32 %k4.in, 3
  call void @op() [ "convergencectrl"(token %t3) ]
  tail call void @plain()
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  br label %bb4
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %tid, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2 = add i32 %n, %tid
  %v0_3 = xor i32 %v0_2, 5
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %bc2 = icmp samesign ult i32 %tid, 41
  %v3_3 = add i32 %n, -5
  %bc4.peel = icmp ult i32 %u, 35
  %ivc5.peel = icmp samesign ult i32 %trip4, 2
  %bc4 = icmp ult i32 %n, 35
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc1 = icmp ult i32 %ballot2, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %entry ], [ %k2.be, %bb2.backedge ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb2.backedge ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t1) ]
  store i32 %ballot2, ptr addrspace(1) %addr0, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sgt i32 %k2.next, 63
  %ivc2 = icmp samesign uge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  tail call void @plain()
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  %k3.next = add i32 %k2, 2
  %t2.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t2.peel) ]
  tail call void @plain()
  %ballot4.peel = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.peel) [ "convergencectrl"(token %t2.peel) ]
  store i32 %ballot4.peel, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2.peel) ]
  store i32 0, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2.peel) ]
  %first5.peel = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t2.peel) ]
  store i32 %first5.peel, ptr addrspace(1) %addr0, align 4
  %k5.next.peel = add i32 %k2, 5
  %tired5.peel = icmp sgt i32 %k3.next, 60
  %go5.peel = select i1 %tired5.peel, i1 true, i1 %ivc5.peel
  br i1 %go5.peel, label %bb2.backedge, label %bb4

bb2.backedge:
  %k2.be = phi i32 [ %k5.next.peel, %bb3 ], [ %k5.next, %bb4 ]
  br label %bb2

bb4:
  %k4 = phi i32 [ %k5.next, %bb4 ], [ %k5.next.peel, %bb3 ]
  %iv4 = phi i32 [ %iv4.next, %bb4 ], [ 1, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t2) ]
  store i32 %ballot4, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv4) [ "convergencectrl"(token %t2) ]
  %1 = and i32 %first6, 6
  store i32 %1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t2) ]
  store i32 %first5, ptr addrspace(1) %addr0, align 4
  %k5.next = add nsw i32 %k4, 3
  %tired5 = icmp sgt i32 %k4, 60
  %ivc5 = icmp samesign uge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2.backedge, label %bb4, !llvm.loop !0
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %n, 18
  %v0_1 = add i32 %v0_0, -1
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_1 = xor i32 %tid, 1
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  %trip4 = and i32 %tid, 15
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_1 = xor i32 %tid, 7
  store i32 %v5_1, ptr addrspace(1) %addr0, align 4
  %bc4 = icmp samesign ult i32 %tid, 22
  %umax1 = tail call i32 @llvm.umax.i32(i32 %trip4, i32 1)
  br label %bb4

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %bc1 = icmp eq i32 %tid, 0
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb4:
  %iv4 = phi i32 [ %iv4.next, %bb4 ], [ 0, %entry ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  tail call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t2) ]
  store i32 %ballot4, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv4.next, %umax1
  br i1 %exitcond, label %bb1, label %bb4
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
