source_filename = "/tmp/cvg-fuzz-16243409310491491092/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  %u.i = mul nuw nsw i32 %tid, 3
  %trip3.i = and i32 %tid, 3
  tail call void @plain()
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  %v3_3.i = add nsw i32 %u.i, -7
  %bc5.i = icmp samesign ult i32 %tid, 26
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3.i, i32 1)
  br label %bb3.i

bb3.i:
  %iv3.i = phi i32 [ 0, %entry ], [ %iv3.next.i, %bb4.i ]
  %t1.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  store i32 %v3_3.i, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not.i = icmp eq i32 %iv3.i, %1
  br i1 %exitcond.not.i, label %callee1.exit, label %bb4.i

bb4.i:
  %iv3.next.i = add nuw nsw i32 %iv3.i, 1
  tail call void @plain()
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1.i) ]
  %ballot5.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5.i) [ "convergencectrl"(token %t2.i) ]
  store i32 %ballot5.i, ptr addrspace(1) %addr0.i, align 4
  %t5.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i) ]
  call void @op() [ "convergencectrl"(token %t5.i) ]
  %ballot7.i = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2.i) ]
  store i32 %ballot7.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb3.i

callee1.exit:
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %2 = xor i32 %first0, 5
  tail call void @plain()
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %2, ptr addrspace(1) %addr0.i, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 0, ptr addrspace(1) %addr0, align 4
  %v3_3 = add i32 %u, -7
  %bc5 = icmp samesign ult i32 %tid, 26
  %1 = tail call i32 @llvm.usub.sat.i32(i32 %trip3, i32 1)
  br label %bb3

bb2:
  tail call void @plain()
  store i32 0, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %2 = mul i32 %first1, 15
  %3 = add i32 %2, 15
  store i32 %3, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  store i32 %v3_3, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %iv3, %1
  br i1 %exitcond.not, label %bb2, label %bb4

bb4:
  %iv3.next = add nuw nsw i32 %iv3, 1
  tail call void @plain()
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  store i32 %ballot5, ptr addrspace(1) %addr0, align 4
  %t5 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
  store i32 %ballot7, ptr addrspace(1) %addr0, align 4
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
