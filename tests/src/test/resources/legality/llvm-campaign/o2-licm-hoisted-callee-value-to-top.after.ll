source_filename = "/tmp/cvg-fuzz-13762675377696600906/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %v4_2.i = sub nsw i32 0, %tid
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %trip3.i = and i32 %tid, 15
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %bc3.i = icmp ult i32 %u, 45
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3.i, i32 1)
  br label %bb3.i

bb3.i:
  %iv3.i = phi i32 [ 0, %entry ], [ %iv3.next.i, %bb4.i ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %ballot3.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i) [ "convergencectrl"(token %t1.i) ]
  store i32 %ballot3.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not.i = icmp eq i32 %iv3.i, %1
  br i1 %exitcond.not.i, label %callee0.exit, label %bb4.i

bb4.i:
  %iv3.next.i = add nuw nsw i32 %iv3.i, 1
  tail call void @plain()
  tail call void @plain()
  store i32 %v4_2.i, ptr addrspace(1) %addr0.i, align 4
  %t2.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %v5_3.i = mul nuw nsw i32 %iv3.i, %tid
  store i32 %v5_3.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb3.i

callee0.exit:
  %trip2 = and i32 %n, 15
  %bc0 = icmp ult i32 %u, 53
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %ballot0, ptr addrspace(1) %addr0.i, align 4
  %bc5 = icmp samesign ult i32 %tid, 38
  %reass.sub = sub i32 %u, %tid
  %v3_2 = add i32 %reass.sub, 1
  br label %bb2

bb1:
  %v1_2 = mul i32 %u, %tid
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_2) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %callee0.exit ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %callee0.exit ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %k2.next = add nsw i32 %k2, 1
  br label %bb4

bb3:
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v3_2, ptr addrspace(1) %addr0.i, align 4
  %k3.next = add i32 %k4, 5
  %tired3 = icmp slt i32 %k3.next, 64
  %ivc3 = icmp samesign ult i32 %iv2.next, %trip2
  %go3 = select i1 %ivc3, i1 %tired3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2) [ "convergencectrl"(token %t2) ]
  store i32 %first7, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  tail call void @plain()
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  store i32 %ballot5, ptr addrspace(1) %addr0.i, align 4
  %k5.next = add i32 %k4, 4
  %tired5 = icmp sgt i32 %k5.next, 63
  %sw5 = select i1 %tired5, i32 2, i32 %u
  switch i32 %sw5, label %bb4 [
    i32 1, label %bb3
    i32 2, label %bb1
  ]
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %trip3 = and i32 %tid, 15
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %bc3 = icmp ult i32 %n, 45
  %v4_2 = sub nsw i32 0, %tid
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3, i32 1)
  br label %bb3

bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = and i32 %tid, 4
  %v1_1 = add nuw nsw i32 %v1_0, 7
  store i32 %v1_1, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t1) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %iv3, %1
  br i1 %exitcond.not, label %bb2, label %bb4

bb4:
  %iv3.next = add nuw nsw i32 %iv3, 1
  tail call void @plain()
  tail call void @plain()
  store i32 %v4_2, ptr addrspace(1) %addr0, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v5_3 = mul nuw nsw i32 %iv3, %tid
  store i32 %v5_3, ptr addrspace(1) %addr0, align 4
  br label %bb3
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_3 = add i32 %u, %tid
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %v2_1 = mul i32 %n, %tid
  %bc6 = icmp samesign ult i32 %tid, 18
  %v3_1 = and i32 %tid, 6
  %v3_2 = mul i32 %n, %v3_1
  br label %bb2

bb1:
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_1 = xor i32 %n, 4
  %v1_3 = mul i32 %v1_1, 3
  store i32 %v1_3, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, %u
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  %k2.next = add nsw i32 %k2, 1
  %tired2 = icmp slt i32 %k2, 63
  %c2 = icmp slt i32 %v2_0, 21
  %go2 = select i1 %tired2, i1 %c2, i1 false
  br i1 %go2, label %bb4, label %bb3

bb3:
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k7.next, %bb4 ]
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  %k3.next = add nsw i32 %k3, 1
  %tired3 = icmp slt i32 %k3, 63
  %ivc3 = icmp samesign ult i32 %iv2.next, %trip2
  %go3 = select i1 %ivc3, i1 %tired3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  tail call void @plain()
  tail call void @plain()
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t1) ]
  store i32 %ballot6, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %k7.next = add nsw i32 %k2, 5
  br label %bb3
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
