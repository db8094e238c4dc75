source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add nsw i32 %tid, -5
  %v0_1 = add nsw i32 %v0_0, %tid
  %v0_2 = mul i32 %n, %v0_0
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first0.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0.i, ptr addrspace(1) %addr0.i, align 4
  %c0.i = icmp slt i32 %first0.i, 3
  br i1 %c0.i, label %bb2.i, label %bb3.i

bb2.i:
  %trip4.i = and i32 %tid, 7
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v4_1.i = add nuw nsw i32 %tid, 3
  %bc5.i = icmp samesign ult i32 %tid, 21
  %v6_2.i = and i32 %tid, 1017
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip4.i, i32 1)
  br label %bb4.i

bb3.i:
  call void @op() [ "convergencectrl"(token %t0) ]
  %first3.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %2 = and i32 %first3.i, 4
  store i32 %2, ptr addrspace(1) %addr0.i, align 4
  br label %callee1.exit

bb4.i:
  %iv4.i = phi i32 [ 0, %bb2.i ], [ %iv4.next.i, %bb5.i ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  store i32 %v4_1.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.i = icmp eq i32 %iv4.i, %1
  br i1 %exitcond.i, label %callee1.exit, label %bb5.i

bb5.i:
  %iv4.next.i = add nuw nsw i32 %iv4.i, 1
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %ballot5.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot5.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1.i) ]
  store i32 %v6_2.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb4.i

callee1.exit:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v0_2, ptr addrspace(1) %addr0.i, align 4
  %c0 = icmp slt i32 %v0_1, 20
  br i1 %c0, label %bb2, label %bb1

bb1:
  %v1_3 = shl i32 %n, 1
  store i32 %v1_3, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_2 = xor i32 %u, %tid
  %bc2 = icmp ult i32 %v0_2, 38
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0.i, align 4
  %c2 = icmp slt i32 %v2_2, 29
  br i1 %c2, label %bb3, label %bb4

bb3:
  %bc3 = icmp samesign ult i32 %tid, 15
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t0) ]
  store i32 %ballot3, ptr addrspace(1) %addr0.i, align 4
  %c3 = icmp slt i32 %u, 13
  br i1 %c3, label %bb5, label %bb6

bb4:
  tail call void @plain()
  tail call void @plain()
  br label %bb1

bb5:
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  br label %bb1

bb6:
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb1
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip7 = and i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_1 = and i32 %n, 7
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %u, 21
  br i1 %c0, label %bb3, label %bb4

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %v2_1 = shl nuw nsw i32 %tid, 1
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  %v7_1 = mul i32 %u, %n
  %v7_2 = add i32 %v7_1, -7
  %v8_2 = add i32 %u, -6
  %v8_3 = mul i32 %v8_2, %tid
  %umax = tail call i32 @llvm.umax.i32(i32 %trip7, i32 1)
  br label %bb7

bb3:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 1, ptr addrspace(1) %addr0, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  br label %bb2

bb4:
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  br label %bb2

bb7:
  %iv7 = phi i32 [ 0, %bb2 ], [ %iv7.next, %bb7 ]
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  tail call void @plain()
  %iv7.next = add nuw nsw i32 %iv7, 1
  store i32 %v7_2, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v8_3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %iv7.next, %umax
  br i1 %exitcond.not, label %bb1, label %bb7
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %first0, 3
  br i1 %c0, label %bb2, label %bb3

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %trip4 = and i32 %n, 7
  %u = mul i32 %n, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v4_1 = add i32 %n, 3
  %bc5 = icmp ult i32 %u, 63
  %v6_2 = and i32 %tid, 1017
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip4, i32 1)
  br label %bb4

bb3:
  call void @op() [ "convergencectrl"(token %t0) ]
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %2 = and i32 %first3, 4
  store i32 %2, ptr addrspace(1) %addr0, align 4
  br label %bb1

bb4:
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv4, %1
  br i1 %exitcond, label %bb1, label %bb5

bb5:
  %iv4.next = add nuw nsw i32 %iv4, 1
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  store i32 %ballot5, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v6_2, ptr addrspace(1) %addr0, align 4
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

declare i32 @llvm.umax.i32(i32, i32) #5

declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
