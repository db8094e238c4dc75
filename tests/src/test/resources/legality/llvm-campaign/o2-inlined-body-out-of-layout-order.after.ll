source_filename = "/tmp/cvg-fuzz-17868251710629081005/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %u.i = mul nuw nsw i32 %tid, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v0_0.i = shl nuw nsw i32 %tid, 3
  %v0_2.i = add nsw i32 %v0_0.i, -1
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 -2, ptr addrspace(1) %addr0.i, align 4
  %v5_3.i = shl nuw nsw i32 %tid, 1
  %t3.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i) ]
  store i32 %v5_3.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_2.i = xor i32 %tid, 5
  store i32 %v4_2.i, ptr addrspace(1) %addr0.i, align 4
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_1.i = xor i32 %u.i, 2
  store i32 %v2_1.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_1 = mul i32 %n, 12
  store i32 %v3_1, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_2 = xor i32 %tid, 2
  %bc2 = icmp samesign ult i32 %v2_2, 57
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_1 = add nsw i32 %tid, -5
  store i32 %v4_1, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_1 = and i32 %u, 2
  %v5_2 = add i32 %u, %tid
  %v5_3 = sub i32 %v5_2, %v5_1
  store i32 %v5_3, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %reass.sub = sub i32 %u, %tid
  %v1_2 = add i32 %reass.sub, 11
  store i32 %v1_2, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v0_0 = shl i32 %n, 3
  %v0_2 = add i32 %v0_0, -1
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = xor i32 %n, %tid
  %v3_1 = add i32 %v3_0, -2
  store i32 %v3_1, ptr addrspace(1) %addr0, align 4
  %v5_3 = add i32 %n, %tid
  %c5 = icmp slt i32 %v3_0, 26
  %v8_2 = add i32 %u, 1
  %c8 = icmp slt i32 %u, 3
  %v7_2 = shl i32 %n, 1
  %bc7 = icmp ult i32 %v7_2, 43
  %v9_3 = add nsw i32 %u, -4
  br label %bb5

bb1:
  %bc1 = icmp samesign ult i32 %tid, 30
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb4:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v4_2 = xor i32 %n, 5
  store i32 %v4_2, ptr addrspace(1) %addr0, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_1 = xor i32 %u, 2
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb1

bb5:
  %k5 = phi i32 [ 2, %entry ], [ %k9.next, %bb7 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v5_3, ptr addrspace(1) %addr0, align 4
  br i1 %c5, label %bb4, label %bb6

bb6:
  store i32 %v8_2, ptr addrspace(1) %addr0, align 4
  %tired8 = icmp samesign ugt i32 %k5, 60
  %go8 = select i1 %tired8, i1 true, i1 %c8
  br i1 %go8, label %bb1, label %bb7

bb7:
  call void @op() [ "convergencectrl"(token %t2) ]
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t2) ]
  store i32 %ballot7, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v9_3, ptr addrspace(1) %addr0, align 4
  %k9.next = add nuw nsw i32 %k5, 5
  br label %bb5
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %trip4 = and i32 %n, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2 = add i32 %u, 7
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %bc2 = icmp ult i32 %n, 12
  %v4_2 = mul nuw nsw i32 %tid, 5
  br label %bb2

bb1:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_1 = and i32 %tid, 4
  store i32 %v1_1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t2) ]
  store i32 %ballot2, ptr addrspace(1) %addr0, align 4
  %k2.next = add nsw i32 %k2, 1
  br label %bb4

bb3:
  %iv2.next = add nuw nsw i32 %iv2, 1
  tail call void @plain()
  %v3_3 = xor i32 %iv4, 2
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  %k3.next = add nsw i32 %k4, 3
  %tired3 = icmp sgt i32 %k4, 60
  %ivc3 = icmp samesign uge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb4 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb4 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %iv4.next = add nuw nsw i32 %iv4, 1
  store i32 %v4_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3) ]
  tail call void @plain()
  store i32 0, ptr addrspace(1) %addr0, align 4
  %k5.next = add nsw i32 %k4, 2
  %tired5 = icmp sgt i32 %k4, 61
  %ivc5 = icmp samesign uge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb3, label %bb4
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
