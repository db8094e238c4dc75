source_filename = "/tmp/cvg-fuzz-1937207182298377631/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %u, 6
  %trip7.i = and i32 %tid, 3
  %v0_2.i = mul nuw nsw i32 %tid, 7
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  %c0.i = icmp samesign ult i32 %tid, 17
  br i1 %c0.i, label %bb2.i, label %bb3.i

bb2.i:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_3.i = add nsw i32 %tid, -4
  store i32 %v2_3.i, ptr addrspace(1) %addr0.i, align 4
  br label %callee0.exit

bb3.i:
  %v3_0.i = xor i32 %v0_0, %tid
  store i32 %v3_0.i, ptr addrspace(1) %addr0.i, align 4
  %c51.i = icmp slt i32 %v3_0.i, 6
  br i1 %c51.i, label %bb6.lr.ph.i, label %bb4.i

bb6.lr.ph.i:
  %v6_1.i = and i32 %tid, 6
  %c5.i = icmp ne i32 %v6_1.i, 6
  br label %bb6.i

bb4.loopexit.i:
  %1 = add nuw nsw i32 %k52.i, 4
  br label %bb4.i

bb4.i:
  %p5.lcssa.i = phi i32 [ %v3_0.i, %bb3.i ], [ %v6_1.i, %bb4.loopexit.i ]
  %k5.lcssa.i = phi i32 [ 4, %bb3.i ], [ %1, %bb4.loopexit.i ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_1.i = add nuw i32 %p5.lcssa.i, 1020
  %2 = and i32 %tid, %v4_1.i
  %v4_3.i = and i32 %2, %p5.lcssa.i
  store i32 %v4_3.i, ptr addrspace(1) %addr0.i, align 4
  %bc8.i = icmp samesign ult i32 %tid, 36
  br label %bb7.i

bb6.i:
  %k52.i = phi i32 [ 2, %bb6.lr.ph.i ], [ %k6.next.i, %bb6.i ]
  tail call void @plain()
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %k6.next.i = add nuw nsw i32 %k52.i, 2
  store i32 %v6_1.i, ptr addrspace(1) %addr0.i, align 4
  %tired5.i = icmp samesign ult i32 %k52.i, 62
  %go5.i = and i1 %c5.i, %tired5.i
  br i1 %go5.i, label %bb6.i, label %bb4.loopexit.i

bb7.i:
  %k7.i = phi i32 [ %k5.lcssa.i, %bb4.i ], [ %k8.next.i, %bb7.i ]
  %iv7.i = phi i32 [ 0, %bb4.i ], [ %iv7.next.i, %bb7.i ]
  %t3.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3.i) ]
  %iv7.next.i = add nuw nsw i32 %iv7.i, 1
  %first7.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0) [ "convergencectrl"(token %t3.i) ]
  store i32 %first7.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t3.i) ]
  %ballot8.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8.i) [ "convergencectrl"(token %t3.i) ]
  store i32 %ballot8.i, ptr addrspace(1) %addr0.i, align 4
  %k8.next.i = add nuw nsw i32 %k7.i, 3
  %tired8.i = icmp samesign ugt i32 %k7.i, 60
  %ivc8.i = icmp samesign uge i32 %iv7.next.i, %trip7.i
  %go8.i = select i1 %tired8.i, i1 true, i1 %ivc8.i
  br i1 %go8.i, label %callee0.exit, label %bb7.i

callee0.exit:
  call void @op() [ "convergencectrl"(token %t0) ]
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %trip7 = and i32 %tid, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_2 = mul nuw nsw i32 %tid, 7
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %c0 = icmp samesign ult i32 %tid, 17
  br i1 %c0, label %bb2, label %bb3

bb1:
  %u = mul i32 %n, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc1 = icmp ult i32 %u, 53
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_3 = add nsw i32 %tid, -4
  store i32 %v2_3, ptr addrspace(1) %addr0, align 4
  br label %bb1

bb3:
  %v3_0 = xor i32 %n, %tid
  store i32 %v3_0, ptr addrspace(1) %addr0, align 4
  %c51 = icmp slt i32 %v3_0, 6
  br i1 %c51, label %bb6.lr.ph, label %bb4

bb6.lr.ph:
  %v6_1 = and i32 %tid, 6
  %c5 = icmp ne i32 %v6_1, 6
  br label %bb6

bb4.loopexit:
  %1 = add nuw nsw i32 %k52, 4
  br label %bb4

bb4:
  %p5.lcssa = phi i32 [ %v3_0, %bb3 ], [ %v6_1, %bb4.loopexit ]
  %k5.lcssa = phi i32 [ 4, %bb3 ], [ %1, %bb4.loopexit ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_1 = add nuw i32 %p5.lcssa, 1020
  %2 = and i32 %tid, %v4_1
  %v4_3 = and i32 %2, %p5.lcssa
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  %bc8 = icmp samesign ult i32 %tid, 36
  br label %bb7

bb6:
  %k52 = phi i32 [ 2, %bb6.lr.ph ], [ %k6.next, %bb6 ]
  tail call void @plain()
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %k6.next = add nuw nsw i32 %k52, 2
  store i32 %v6_1, ptr addrspace(1) %addr0, align 4
  %tired5 = icmp samesign ult i32 %k52, 62
  %go5 = and i1 %tired5, %c5
  br i1 %go5, label %bb6, label %bb4.loopexit

bb7:
  %k7 = phi i32 [ %k5.lcssa, %bb4 ], [ %k8.next, %bb7 ]
  %iv7 = phi i32 [ 0, %bb4 ], [ %iv7.next, %bb7 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t3) ]
  store i32 %first7, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t3) ]
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t3) ]
  store i32 %ballot8, ptr addrspace(1) %addr0, align 4
  %k8.next = add nuw nsw i32 %k7, 3
  %tired8 = icmp samesign ugt i32 %k7, 60
  %ivc8 = icmp samesign uge i32 %iv7.next, %trip7
  %go8 = select i1 %tired8, i1 true, i1 %ivc8
  br i1 %go8, label %bb1, label %bb7
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %tid, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1 = sub i32 %tid, %n
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %v2_0 = sub i32 %tid, %u
  %v2_2 = mul i32 %v2_0, 5
  store i32 %v2_2, ptr addrspace(1) %addr0, align 4
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip4, i32 1)
  br label %bb4

bb1:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = add nsw i32 %tid, -3
  %v1_2 = mul i32 %u, %v1_0
  %bc1 = icmp ult i32 %v1_2, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %trip6 = and i32 %n, 7
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %2 = trunc i32 %v4_0 to i1
  %v3_2 = select i1 %2, i32 18, i32 12
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  %k3.next = add nuw nsw i32 %k4, 2
  %v9_3 = xor i32 %u, 7
  %v9_0 = and i32 %u, %tid
  br label %bb6

bb4:
  %p4 = phi i32 [ %u, %entry ], [ %iv4, %bb5 ]
  %k4 = phi i32 [ 2, %entry ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %entry ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %v4_0 = sub i32 %p4, %n
  %v4_2 = and i32 %v4_0, %n
  store i32 %v4_2, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv4, %1
  br i1 %exitcond, label %bb3, label %bb5

bb5:
  %iv4.next = add nuw nsw i32 %iv4, 1
  store i32 0, ptr addrspace(1) %addr0, align 4
  %k5.next = add nuw nsw i32 %k4, 2
  br label %bb4

bb6:
  %p6 = phi i32 [ %u, %bb3 ], [ %p6.be, %bb6.backedge ]
  %k6 = phi i32 [ %k3.next, %bb3 ], [ %k6.be, %bb6.backedge ]
  %iv6 = phi i32 [ 0, %bb3 ], [ %iv6.next, %bb6.backedge ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %bc6 = icmp ult i32 %p6, 28
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  store i32 %ballot6, ptr addrspace(1) %addr0, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp slt i32 %k6.next, 64
  %ivc6 = icmp samesign ult i32 %iv6.next, %trip6
  %go6 = select i1 %ivc6, i1 %tired6, i1 false
  br i1 %go6, label %bb7, label %bb1

bb7:
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t3) ]
  store i32 %ballot7, ptr addrspace(1) %addr0, align 4
  %k7.next = add i32 %k6, 2
  %tired7 = icmp slt i32 %k7.next, 64
  %c7 = icmp slt i32 %ballot7, 24
  %go7 = select i1 %tired7, i1 %c7, i1 false
  br i1 %go7, label %bb8, label %bb6.backedge

bb6.backedge:
  %p6.be = phi i32 [ 0, %bb7 ], [ %v9_0, %bb8 ]
  %k6.be = phi i32 [ %k7.next, %bb7 ], [ %k9.next, %bb8 ]
  br label %bb6

bb8:
  %k9.next = add i32 %k6, 4
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %n, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v9_3, ptr addrspace(1) %addr0, align 4
  br label %bb6.backedge
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
