source_filename = "/tmp/cvg-fuzz-8284772713585117075/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %u.i = mul nuw nsw i32 %tid, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0.i = and i32 %u.i, %tid
  %v0_2.i = add nsw i32 %v0_0.i, -1
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  %c0.i = icmp samesign ult i32 %v0_0.i, 26
  br i1 %c0.i, label %bb2.i, label %bb3.i

bb2.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first4.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  br label %callee0.exit

bb3.i:
  store i32 %u.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %v5_2.i = xor i32 %tid, 6
  br label %callee0.exit

callee0.exit:
  %storemerge.i = phi i32 [ %v5_2.i, %bb3.i ], [ %first4.i, %bb2.i ]
  store i32 %storemerge.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %n, ptr addrspace(1) %addr0.i, align 4
  %c2 = icmp samesign ult i32 %tid, 2
  %c3 = icmp slt i32 %u, 29
  %v6_0 = xor i32 %n, 3
  %bc6 = icmp ult i32 %v6_0, 23
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ], [ %n, %bb4 ]
  tail call void @plain()
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_1 = xor i32 %p1, 4
  %v1_2 = add i32 %v1_1, %n
  %bc1 = icmp ult i32 %v1_2, 10
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %callee0.exit ], [ %p2.be, %bb2.backedge ]
  %k2 = phi i32 [ 1, %callee0.exit ], [ %k2.be, %bb2.backedge ]
  %iv2 = phi i32 [ 0, %callee0.exit ], [ %iv2.next, %bb2.backedge ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2) [ "convergencectrl"(token %t3) ]
  store i32 %first2, ptr addrspace(1) %addr0.i, align 4
  %tired2 = icmp slt i32 %k2, 63
  %go2 = select i1 %tired2, i1 %c2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %tired3 = icmp sgt i32 %k2, 61
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb4, label %bb5

bb4:
  %v4_1 = add nuw i32 %iv2, %tid
  %v4_2 = add i32 %v4_1, %tid
  store i32 %v4_2, ptr addrspace(1) %addr0.i, align 4
  %k4.next = add nsw i32 %k2, 3
  %tired4 = icmp slt i32 %k2, 61
  %ivc4 = icmp samesign ult i32 %iv2.next, %trip2
  %go4 = select i1 %ivc4, i1 %tired4, i1 false
  br i1 %go4, label %bb2.backedge, label %bb1

bb2.backedge:
  %p2.be = phi i32 [ %v4_1, %bb4 ], [ %ballot6, %bb5 ]
  %k2.be = phi i32 [ %k4.next, %bb4 ], [ %k6.next, %bb5 ]
  br label %bb2

bb5:
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t3) ]
  store i32 %ballot6, ptr addrspace(1) %addr0.i, align 4
  %k6.next = add nsw i32 %k2, 4
  br label %bb2.backedge
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %u, %tid
  %v0_2 = add nsw i32 %v0_0, -1
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %c0 = icmp samesign ult i32 %v0_0, 26
  br i1 %c0, label %bb2, label %bb3

bb1:
  %storemerge = phi i32 [ %v5_2, %bb3 ], [ %first4, %bb2 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %n, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %v0_1 = xor i32 %v0_0, 2
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = sub i32 %tid, %n
  %v2_1 = mul i32 %v0_1, %v2_0
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  br label %bb1

bb3:
  %v3_2 = mul nuw nsw i32 %tid, 3
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_2 = xor i32 %n, 6
  br label %bb1
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip5 = and i32 %tid, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_0.neg = mul i32 %n, -21
  %v0_2 = add i32 %v0_0.neg, %tid
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v5_0 = xor i32 %n, 5
  %v5_1 = xor i32 %n, 2
  %v4_2 = add i32 %v5_0, %u
  %v4_0 = sub i32 %v5_0, %u
  br label %bb2

bb1:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0.neg = add nuw nsw i32 %tid, 7
  %v1_1 = sub i32 %v1_0.neg, %v2_2
  %bc1 = icmp ult i32 %v1_1, 42
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ], [ %v4_2, %bb4 ]
  %k2 = phi i32 [ 1, %entry ], [ %k4.next, %bb4 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_2 = shl nuw i32 %iv2, 1
  %v2_3 = and i32 %v2_2, 2
  store i32 %v2_3, ptr addrspace(1) %addr0, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp slt i32 %k2.next, 64
  %ivc2 = icmp samesign ult i32 %iv2.next, %trip2
  %go2 = select i1 %ivc2, i1 %tired2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v3_2 = sub i32 %p2, %u
  %v3_3 = and i32 %v3_2, %tid
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  %v6_0 = xor i32 %iv2, %n
  %v6_1 = sub i32 %v6_0, %v5_0
  br label %bb5

bb4:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_3 = add i32 %v4_0, %iv2
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  %k4.next = add i32 %k5.in, 5
  br label %bb2

bb5:
  %k5.in = phi i32 [ %k2, %bb3 ], [ %k5, %bb5 ]
  %iv5 = phi i32 [ 0, %bb3 ], [ %iv5.next, %bb5 ]
  %k5 = add i32 %k5.in, 2
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  store i32 %v5_1, ptr addrspace(1) %addr0, align 4
  %t4 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v6_1, ptr addrspace(1) %addr0, align 4
  %tired6 = icmp slt i32 %k5, 62
  %ivc6 = icmp samesign ult i32 %iv5.next, %trip5
  %go6 = select i1 %ivc6, i1 %tired6, i1 false
  br i1 %go6, label %bb5, label %bb4
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
