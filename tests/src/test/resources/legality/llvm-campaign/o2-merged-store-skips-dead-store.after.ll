source_filename = "/tmp/cvg-fuzz-3105636046279667470/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_3 = xor i32 %u, 5
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = icmp samesign ult i32 %tid, 51
  %ballot0.i = call i32 @llvm.amdgcn.ballot.i32(i1 %0) [ "convergencectrl"(token %t0) ]
  %1 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %1
  store i32 %ballot0.i, ptr addrspace(1) %addr0.i, align 4
  %cond.i = icmp eq i32 %ballot0.i, 1
  br i1 %cond.i, label %bb2.i, label %bb3.i

bb2.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %v2_1.i = mul i32 %n, 5
  br label %callee0.exit

bb3.i:
  tail call void @plain()
  tail call void @plain()
  %v3_0.i = mul i32 %ballot0.i, %ballot0.i
  %v3_2.i = xor i32 %v3_0.i, 3
  store i32 %v3_2.i, ptr addrspace(1) %addr0.i, align 4
  %c3.i = icmp slt i32 %u, 17
  br i1 %c3.i, label %callee0.exit, label %bb5.i

bb5.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %callee0.exit

callee0.exit:
  %.sink.i = phi i32 [ 0, %bb5.i ], [ %v2_1.i, %bb2.i ], [ 0, %bb3.i ]
  store i32 %.sink.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v0_3, ptr addrspace(1) %addr0.i, align 4
  %v3_0 = and i32 %u, %tid
  %v3_1 = xor i32 %v3_0, %u
  %v5_0 = add i32 %u, 3
  %v4_1 = xor i32 %u, 6
  %v5_1 = and i32 %v5_0, %v4_1
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc1 = icmp ult i32 %u, 6
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %p2 = phi i32 [ 0, %callee0.exit ], [ %p2.be, %bb3 ]
  %k2 = phi i32 [ 1, %callee0.exit ], [ %k2.be, %bb3 ]
  %iv2 = phi i32 [ 0, %callee0.exit ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %p2, ptr addrspace(1) %addr0.i, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sgt i32 %k2.next, 63
  %ivc2 = icmp samesign uge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %k3.next = add i32 %k2, 2
  %tired3 = icmp slt i32 %k3.next, 64
  %k5.next = add i32 %k2, 4
  %v5_2 = and i32 %iv2, %v5_0
  %storemerge = select i1 %tired3, i32 %v5_2, i32 %v3_1
  %p2.be = select i1 %tired3, i32 %v5_1, i32 %v3_0
  %k2.be = select i1 %tired3, i32 %k5.next, i32 64
  store i32 %storemerge, ptr addrspace(1) %addr0.i, align 4
  br label %bb2
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = icmp samesign ult i32 %tid, 51
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %0) [ "convergencectrl"(token %t0) ]
  %1 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %1
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %cond = icmp eq i32 %ballot0, 1
  br i1 %cond, label %bb2, label %bb3

bb1:
  %.sink = phi i32 [ 0, %bb5 ], [ %v2_1, %bb2 ], [ 0, %bb3 ]
  store i32 %.sink, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = sub i32 %tid, %u
  store i32 %v1_1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v2_1 = mul i32 %n, 5
  br label %bb1

bb3:
  tail call void @plain()
  tail call void @plain()
  %v3_0 = mul i32 %ballot0, %ballot0
  %v3_2 = xor i32 %v3_0, 3
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  %c3 = icmp slt i32 %u, 17
  br i1 %c3, label %bb1, label %bb5

bb5:
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb1
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %u, 12
  br i1 %c0, label %bb3, label %bb4

bb2:
  %storemerge = phi i32 [ %v5_1, %bb4 ], [ %v3_1, %bb3 ]
  %p2 = phi i32 [ %tid, %bb4 ], [ %v3_1, %bb3 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc2 = icmp ult i32 %p2, 44
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v7_0 = mul i32 %n, 21
  %v7_1 = mul i32 %v7_0, %ballot2
  %v7_2 = mul i32 %v7_1, %ballot2
  store i32 %v7_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v8_1 = mul nuw nsw i32 %tid, 3
  store i32 %v8_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v1_3 = sub i32 %n, %tid
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_1 = add i32 %u, -6
  br label %bb2

bb4:
  %v6_0 = and i32 %n, %tid
  %v6_2 = mul i32 %v6_0, %n
  store i32 %v6_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_1 = and i32 %u, 7
  br label %bb2
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
