source_filename = "/tmp/cvg-fuzz-1079194800765608039/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %bc4 = icmp ult i32 %u, 16
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t0) ]
  store i32 %ballot4, ptr addrspace(1) %addr0, align 4
  %t2 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %v3_2 = mul i32 %n, 15
  store i32 %v3_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %v2_0 = xor i32 %v3_2, %n
  %v2_1 = mul i32 %n, 18
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  %c2 = icmp slt i32 %v2_0, 4
  br i1 %c2, label %bb5, label %bb6

common.ret:
  %storemerge = phi i32 [ %v6_1, %bb6 ], [ %v1_3, %bb1 ]
  store i32 %storemerge, ptr addrspace(1) %addr0, align 4
  ret void

bb1:
  %v8_0 = xor i32 %n, %tid
  tail call void @plain()
  %reass.sub = sub i32 %v8_0, %tid
  %v1_3 = add i32 %reass.sub, 6
  br label %common.ret

bb5:
  %trip7 = and i32 %tid, 15
  %v9_1 = add nsw i32 %tid, -5
  %t3.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %first7.peel = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t3.peel) ]
  %1 = xor i32 %first7.peel, 5
  store i32 %1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  store i32 %v9_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3.peel) ]
  %first8.peel = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t3.peel) ]
  store i32 %first8.peel, ptr addrspace(1) %addr0, align 4
  %exitcond.peel.not = icmp samesign ult i32 %trip7, 2
  br i1 %exitcond.peel.not, label %bb1, label %bb7

bb6:
  tail call void @plain()
  %v6_1 = mul i32 %n, %tid
  br label %common.ret

bb7:
  %iv7 = phi i32 [ %iv7.next, %bb7 ], [ 1, %bb5 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv7.next = add nuw nsw i32 %iv7, 1
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t3) ]
  %2 = xor i32 %first7, 5
  store i32 %2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3) ]
  store i32 %v9_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t3) ]
  %first8 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t3) ]
  store i32 %first8, ptr addrspace(1) %addr0, align 4
  %exitcond.not = icmp eq i32 %trip7, %iv7.next
  br i1 %exitcond.not, label %bb1, label %bb7, !llvm.loop !0
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

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.peeled.count", i32 1}
