source_filename = "/tmp/cvg-fuzz-1577242225126909545/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %u, %n
  %v0_1 = xor i32 %v0_0, %n
  %u.i = mul i32 %n, 9
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2.i = add i32 %u.i, 7
  %v0_3.i = add i32 %u, 2
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0.i = add nuw nsw i32 %tid, 7
  %v2_1.i = mul i32 %v0_2.i, %v2_0.i
  store i32 %v2_1.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v0_1, ptr addrspace(1) %addr0.i, align 4
  %tid.off = add nsw i32 %tid, -3
  %switch = icmp ult i32 %tid.off, 2
  br i1 %switch, label %bb3, label %bb2.preheader

bb2.preheader:
  %v4_0 = add i32 %u, -3
  %v4_3 = xor i32 %v4_0, %n
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v4_0) [ "convergencectrl"(token %t0) ]
  br label %bb1.sink.split

bb1.sink.split:
  %first4.sink = phi i32 [ %first4, %bb2.preheader ], [ %trip2, %bb5 ]
  %p1.ph = phi i32 [ %v4_3, %bb2.preheader ], [ %trip2, %bb5 ]
  store i32 %first4.sink, ptr addrspace(1) %addr0.i, align 4
  br label %bb1

bb1:
  %p1 = phi i32 [ %n, %bb3 ], [ %p1.ph, %bb1.sink.split ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t1.i) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  %bc1 = icmp ult i32 %p1, 26
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb3:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = mul i32 %n, %n
  %v3_1 = xor i32 %u, 4
  store i32 %v3_1, ptr addrspace(1) %addr0.i, align 4
  %c3 = icmp slt i32 %v3_0, 11
  br i1 %c3, label %bb1, label %bb5

bb5:
  call void @op() [ "convergencectrl"(token %t0) ]
  br label %bb1.sink.split
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %trip2 = and i32 %n, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v4_1 = add i32 %n, %tid
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip2, i32 1)
  br label %bb2

bb1:
  %u = mul i32 %n, 3
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %2 = xor i32 %u, %1
  %v1_1 = xor i32 %2, 6
  %v1_3 = add i32 %v1_1, 5
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %v2_3 = and i32 %iv2, 3
  store i32 %v2_3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %iv2, %1
  br i1 %exitcond.not, label %bb1, label %bb3

bb3:
  %iv2.next = add nuw nsw i32 %iv2, 1
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t2) ]
  store i32 %first3, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_3 = and i32 %iv2, %v4_1
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  br label %bb2
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_2 = add i32 %u, 7
  %v0_3 = add i32 %n, 2
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add nuw nsw i32 %tid, 7
  %v2_1 = mul i32 %v0_2, %v2_0
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %bc1 = icmp ult i32 %u, 21
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  store i32 %ballot1, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #3

declare token @llvm.experimental.convergence.anchor() #3

declare token @llvm.experimental.convergence.loop() #3

declare i32 @llvm.usub.sat.i32(i32, i32) #4

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
