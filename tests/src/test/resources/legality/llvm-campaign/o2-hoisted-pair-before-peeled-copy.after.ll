source_filename = "/tmp/cvg-fuzz-7093225701497142431/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_3 = mul i32 %n, -2
  %bc0 = icmp ult i32 %v0_3, 12
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %trip3.i = and i32 %tid, 15
  call void @op() [ "convergencectrl"(token %t0) ]
  %first0.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0.i, ptr addrspace(1) %addr0.i, align 4
  %v3_1.i = xor i32 %tid, 5
  %v4_2.i = add nsw i32 %v3_1.i, -1
  %v4_3.i = xor i32 %v4_2.i, %v3_1.i
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3.i, i32 1)
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_2.peel.i = xor i32 %first0.i, %tid
  store i32 %v3_2.peel.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.peel.i = icmp samesign ult i32 %trip3.i, 2
  br i1 %exitcond.peel.i, label %callee0.exit, label %bb3.i

bb3.i:
  %iv3.i = phi i32 [ %iv3.next.i, %bb3.i ], [ 1, %entry ]
  store i32 %v4_3.i, ptr addrspace(1) %addr0.i, align 4
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i = icmp eq i32 %iv3.i, %1
  %iv3.next.i = add nuw nsw i32 %iv3.i, 1
  br i1 %exitcond.i, label %callee0.exit, label %bb3.i, !llvm.loop !0

callee0.exit:
  %u = mul i32 %n, 3
  %u.i = mul nuw nsw i32 %tid, 3
  tail call void @plain()
  %v5_2.i = xor i32 %u.i, 4
  %v5_3.i = mul nuw nsw i32 %v5_2.i, %tid
  store i32 %v5_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %v2_3 = and i32 %ballot0, 2
  store i32 %v2_3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %2 = xor i32 %u, %tid
  %bc1 = icmp ult i32 %2, 16
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %trip3 = and i32 %n, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %v3_1 = xor i32 %tid, 5
  %v4_2 = add nsw i32 %v3_1, -1
  %v4_3 = xor i32 %v4_2, %v3_1
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3, i32 1)
  %t2.peel = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.peel) ]
  %v3_2.peel = xor i32 %first0, %n
  store i32 %v3_2.peel, ptr addrspace(1) %addr0, align 4
  %exitcond.peel = icmp samesign ult i32 %trip3, 2
  br i1 %exitcond.peel, label %bb2, label %bb4.peel

bb4.peel:
  %v3_2 = xor i32 %tid, %n
  br label %bb3

bb2:
  %u = mul i32 %n, 3
  tail call void @plain()
  %v5_1 = add i32 %u, 5
  %v5_2 = xor i32 %u, 4
  %v5_3 = mul i32 %v5_2, %tid
  store i32 %v5_3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %v1_0 = and i32 %v5_1, %n
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_0) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %iv3 = phi i32 [ 1, %bb4.peel ], [ %iv3.next, %bb3 ]
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv3, %1
  %iv3.next = add nuw nsw i32 %iv3, 1
  br i1 %exitcond, label %bb2, label %bb3, !llvm.loop !0
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %1 = icmp samesign ult i32 %tid, 9
  %v4_2 = shl i32 %n, 1
  %v7_1 = mul i32 %u, %u
  %v7_2 = and i32 %tid, 5
  br label %bb2

bb1:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_3 = add i32 %u, 2
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %p2.be, %bb2.backedge ]
  %k2 = phi i32 [ 1, %entry ], [ %k2.be, %bb2.backedge ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_1 = xor i32 %p2, %u
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_1) [ "convergencectrl"(token %t2) ]
  store i32 %first2, ptr addrspace(1) %addr0, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp slt i32 %k2.next, 64
  %go2 = select i1 %tired2, i1 %1, i1 false
  tail call void @plain()
  br i1 %go2, label %bb3, label %bb1

bb3:
  %bc3 = icmp ult i32 %v2_1, 49
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %k3.next = add i32 %k2, 2
  %tired3 = icmp slt i32 %k3.next, 64
  %c3 = icmp slt i32 %ballot3, 11
  %go3 = select i1 %tired3, i1 %c3, i1 false
  br i1 %go3, label %bb4, label %bb2.backedge

bb2.backedge:
  %p2.be = phi i32 [ %v2_1, %bb3 ], [ %v7_1, %bb4 ]
  %k2.be = phi i32 [ %k3.next, %bb3 ], [ %k7.next, %bb4 ]
  br label %bb2

bb4:
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v4_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  store i32 %v7_2, ptr addrspace(1) %addr0, align 4
  %k7.next = add i32 %k2, 4
  br label %bb2.backedge
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
