source_filename = "/tmp/cvg-fuzz-15721710847945824713/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2.i = mul i32 %n, %tid
  %v0_3.i = shl i32 %n, 2
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  %c0.i = icmp slt i32 %v0_2.i, 25
  br i1 %c0.i, label %bb2.i, label %callee0.exit

bb2.i:
  %trip3.i = and i32 %tid, 7
  tail call void @plain()
  %1 = mul i32 %n, %n
  %2 = xor i32 %1, 3
  store i32 %2, ptr addrspace(1) %addr0.i, align 4
  %v6_0.i = xor i32 %tid, 4
  %v6_3.i = mul i32 %n, %v6_0.i
  %v5_0.i = xor i32 %u, %n
  %v5_3.i = and i32 %u, 4
  %bc7.i = icmp ult i32 %v5_0.i, 6
  %bc4.i = icmp ult i32 %u, 41
  %umax.i = tail call i32 @llvm.umax.i32(i32 %trip3.i, i32 1)
  br label %bb3.i

bb3.i:
  %iv3.i = phi i32 [ 0, %bb2.i ], [ %iv3.next.i, %bb3.i ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %iv3.next.i = add nuw nsw i32 %iv3.i, 1
  %first3.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1.i) ]
  store i32 %first3.i, ptr addrspace(1) %addr0.i, align 4
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  store i32 %v6_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %v5_3.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1.i) ]
  tail call void @plain()
  %ballot7.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot7.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1.i) ]
  tail call void @plain()
  %ballot4.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot4.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i = icmp eq i32 %iv3.next.i, %umax.i
  br i1 %exitcond.i, label %callee0.exit, label %bb3.i

callee0.exit:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_2 = mul i32 %n, 15
  %3 = add i32 %v2_2, -1
  %switch13 = icmp ult i32 %3, 2
  %bc4 = icmp samesign ult i32 %tid, 4
  %v5_2 = and i32 %u, 3
  %c3 = icmp samesign ult i32 %tid, 15
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1.i = and i32 %tid, 4
  store i32 %v0_1.i, ptr addrspace(1) %addr0.i, align 4
  switch i32 %tid, label %callee1.exit [
    i32 4, label %bb2.i4
    i32 2, label %bb2.i4
  ]

bb2.i4:
  %trip3.i5 = and i32 %n, 7
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v2_0.i6 = mul i32 %n, 6
  %v2_2.i = or disjoint i32 %v2_0.i6, 1
  store i32 %v2_2.i, ptr addrspace(1) %addr0.i, align 4
  %umax.i7 = tail call i32 @llvm.umax.i32(i32 %trip3.i5, i32 1)
  br label %bb3.i8

bb3.i8:
  %iv3.i9 = phi i32 [ 0, %bb2.i4 ], [ %iv3.next.i11, %bb3.i8 ]
  %t1.i10 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1.i10) ]
  %iv3.next.i11 = add nuw nsw i32 %iv3.i9, 1
  %first4.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv3.i9) [ "convergencectrl"(token %t1.i10) ]
  store i32 %first4.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i12 = icmp eq i32 %iv3.next.i11, %umax.i7
  br i1 %exitcond.i12, label %callee1.exit, label %bb3.i8

callee1.exit:
  %v3_0 = xor i32 %u, %tid
  store i32 %v3_0, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %callee0.exit ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  store i32 %v2_2, ptr addrspace(1) %addr0.i, align 4
  %tired2 = icmp slt i32 %k2, 63
  %switch = select i1 %tired2, i1 %switch13, i1 false
  br i1 %switch, label %bb5, label %bb4

bb3:
  %.sink = phi i32 [ 3, %bb5 ], [ 2, %bb4 ]
  %ballot4.sink = phi i32 [ %4, %bb5 ], [ %ballot4, %bb4 ]
  %p3 = phi i32 [ %tid, %bb5 ], [ %v2_2, %bb4 ]
  %k6.next = add nsw i32 %k2, %.sink
  store i32 %ballot4.sink, ptr addrspace(1) %addr0.i, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %bc3 = icmp ult i32 %p3, 26
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  store i32 %ballot3, ptr addrspace(1) %addr0.i, align 4
  %k3.next = add nsw i32 %k6.next, 1
  %tired3 = icmp sgt i32 %k6.next, 62
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  br label %bb3

bb5:
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v5_2, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  %4 = add i32 %first6, %n
  br label %bb3
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2 = mul i32 %n, %tid
  %v0_3 = shl i32 %n, 2
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %v0_2, 25
  br i1 %c0, label %bb2, label %bb1

bb1:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_3 = and i32 %n, %tid
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %trip3 = and i32 %tid, 7
  %u = mul i32 %n, 3
  tail call void @plain()
  %v2_0 = mul i32 %n, %n
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0) [ "convergencectrl"(token %t0) ]
  %1 = xor i32 %first2, 3
  store i32 %1, ptr addrspace(1) %addr0, align 4
  %v6_0 = xor i32 %tid, 4
  %v6_3 = mul i32 %n, %v6_0
  %v5_0 = xor i32 %u, %n
  %v5_3 = and i32 %u, 4
  %bc7 = icmp ult i32 %v5_0, 6
  %bc4 = icmp ult i32 %u, 41
  %umax = tail call i32 @llvm.umax.i32(i32 %trip3, i32 1)
  br label %bb3

bb3:
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  store i32 %first3, ptr addrspace(1) %addr0, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v6_3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %v5_3, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t1) ]
  store i32 %ballot7, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  store i32 %ballot4, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv3.next, %umax
  br i1 %exitcond, label %bb1, label %bb3
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1 = and i32 %tid, 4
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  switch i32 %tid, label %bb1 [
    i32 4, label %bb2
    i32 2, label %bb2
  ]

bb1.loopexit:
  %v4_0.le = add nuw nsw i32 %iv3, %tid
  br label %bb1

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %v4_0.le, %bb1.loopexit ]
  %v1_2 = add i32 %p1, %u
  store i32 %v1_2, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %trip3 = and i32 %n, 7
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v2_0 = mul i32 %n, 6
  %v2_2 = or disjoint i32 %v2_0, 1
  store i32 %v2_2, ptr addrspace(1) %addr0, align 4
  %umax = tail call i32 @llvm.umax.i32(i32 %trip3, i32 1)
  br label %bb3

bb3:
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv3) [ "convergencectrl"(token %t1) ]
  store i32 %first4, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv3.next, %umax
  br i1 %exitcond, label %bb1.loopexit, label %bb3
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
