source_filename = "/tmp/cvg-fuzz-16658560389729601412/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1.i = add i32 %u, 5
  %v0_2.i = and i32 %v0_1.i, 4
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %u, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = and i32 %tid, 7
  %u.i2 = mul nuw nsw i32 %v3_0, 3
  %v0_1.i3 = add nuw nsw i32 %u.i2, 5
  %v0_2.i4 = and i32 %v0_1.i3, 4
  store i32 %v0_2.i4, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %u.i2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_0 = add i32 %n, -4
  %v4_1 = xor i32 %u, %v4_0
  %v4_2 = mul i32 %v4_1, %u
  store i32 %v4_2, ptr addrspace(1) %addr0.i, align 4
  %c4 = icmp slt i32 %v4_1, 14
  br i1 %c4, label %bb2.preheader, label %bb1

bb2.preheader:
  %v2_2 = and i32 %tid, 3
  %c2 = icmp samesign ult i32 %tid, 28
  br label %bb2

bb1.loopexit:
  %v2_0.le = xor i32 %u, 6
  br label %bb1

bb1:
  %p1 = phi i32 [ %u, %entry ], [ %v2_0.le, %bb1.loopexit ]
  tail call void @plain()
  %bc1 = icmp ult i32 %p1, 22
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ %k2.next, %bb2 ], [ 3, %bb2.preheader ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v2_2, ptr addrspace(1) %addr0.i, align 4
  %k2.next = add nuw nsw i32 %k2, 1
  %tired2 = icmp samesign ult i32 %k2, 63
  %go2 = select i1 %tired2, i1 %c2, i1 false
  br i1 %go2, label %bb2, label %bb1.loopexit
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_1 = add i32 %u, 5
  %v0_2 = and i32 %v0_1, 4
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  tail call void @plain()
  store i32 %u, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = xor i32 %tid, 6
  store i32 %v1_1, ptr addrspace(1) %addr0, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %trip5 = and i32 %tid, 15
  %trip7 = and i32 %tid, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %n, 2
  %v0_3 = mul i32 %v0_0, %u
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  switch i32 %v0_3, label %bb1 [
    i32 1, label %bb2
    i32 3, label %bb2
  ]

bb1:
  %bc1 = icmp samesign ult i32 %tid, 23
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %v0_1 = mul i32 %n, %tid
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %v3_2 = xor i32 %tid, 3
  %v5_1 = mul i32 %n, %n
  %bc8 = icmp samesign ult i32 %tid, 11
  %1 = add nsw i32 %tid, -1
  %switch1 = icmp ult i32 %1, 2
  br label %bb3

bb3:
  %k3 = phi i32 [ 2, %bb2 ], [ %k6.next, %bb6 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  tail call void @plain()
  %iv3.next = add nuw nsw i32 %iv3, 1
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sgt i32 %k3.next, 63
  %ivc3 = icmp samesign uge i32 %iv3.next, %trip3
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb4

bb4:
  call void @op() [ "convergencectrl"(token %t3) ]
  tail call void @plain()
  %k4.next = add i32 %k3, 2
  br label %bb5

bb5:
  %k5 = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb6 ]
  %iv5 = phi i32 [ 0, %bb4 ], [ %iv5.next, %bb6 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  br label %bb7

bb6:
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v6_3 = mul nuw nsw i32 %iv5, 6
  store i32 %v6_3, ptr addrspace(1) %addr0, align 4
  %k6.next = add nsw i32 %k7.in, 3
  %tired6 = icmp slt i32 %k7.in, 61
  %ivc6 = icmp samesign ult i32 %iv5.next, %trip5
  %go6 = select i1 %ivc6, i1 %tired6, i1 false
  br i1 %go6, label %bb5, label %bb3

bb7:
  %storemerge2 = phi i32 [ %v5_1, %bb5 ], [ %storemerge2.be, %bb7.backedge ]
  %k7.in = phi i32 [ %k5, %bb5 ], [ %k8.next, %bb7.backedge ]
  %iv7 = phi i32 [ 0, %bb5 ], [ %iv7.next, %bb7.backedge ]
  store i32 %storemerge2, ptr addrspace(1) %addr0, align 4
  %t5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t4) ]
  %t6 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t6) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %tired7 = icmp slt i32 %k7.in, 62
  %ivc7 = icmp samesign ult i32 %iv7.next, %trip7
  %go7 = select i1 %ivc7, i1 %tired7, i1 false
  br i1 %go7, label %bb8, label %bb6

bb8:
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8) [ "convergencectrl"(token %t5) ]
  store i32 %ballot8, ptr addrspace(1) %addr0, align 4
  %k8.next = add nsw i32 %k7.in, 3
  %tired8 = icmp slt i32 %k7.in, 61
  %switch = select i1 %tired8, i1 %switch1, i1 false
  br i1 %switch, label %bb10, label %bb9

bb9:
  call void @op() [ "convergencectrl"(token %t5) ]
  %v9_1 = and i32 %iv7, 2
  br label %bb7.backedge

bb7.backedge:
  %storemerge2.be = phi i32 [ %v9_1, %bb9 ], [ %v10_2, %bb10 ]
  br label %bb7

bb10:
  tail call void @plain()
  %v10_1 = and i32 %iv7, %u
  %v10_2 = xor i32 %v10_1, %tid
  br label %bb7.backedge
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
