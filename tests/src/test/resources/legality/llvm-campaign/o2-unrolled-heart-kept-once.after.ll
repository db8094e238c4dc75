source_filename = "/tmp/cvg-fuzz-9765158649186194828/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v2_1 = and i32 %n, %tid
  %c2 = icmp slt i32 %u, 28
  %v4_1 = xor i32 %u, %n
  %c3 = icmp slt i32 %u, 7
  br label %bb2.peel

bb2.peel:
  %t1.peel = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  br i1 %c2, label %bb4.peel, label %bb5.peel

bb5.peel:
  call void @op() [ "convergencectrl"(token %t1.peel) ]
  call void @op() [ "convergencectrl"(token %t1.peel) ]
  %1 = xor i32 %u, %tid
  %v5_1.peel = xor i32 %1, 5
  br label %bb3.peel

bb4.peel:
  call void @op() [ "convergencectrl"(token %t1.peel) ]
  tail call void @plain()
  br label %bb3.peel

bb3.peel:
  %storemerge.peel = phi i32 [ %v5_1.peel, %bb5.peel ], [ %v4_1, %bb4.peel ]
  store i32 %storemerge.peel, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  br i1 %c3, label %bb2.peel.next, label %bb1

bb2.peel.next:
  %v5_1 = xor i32 %v4_1, 5
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  store i32 %v4_1, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  %first3.19 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  store i32 %first3.19, ptr addrspace(1) %addr0, align 4
  br label %bb1

bb1:
  %v1_2 = shl nuw nsw i32 %tid, 1
  store i32 %v1_2, ptr addrspace(1) %addr0, align 4
  ret void
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u.neg = mul i32 %n, -3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %v0_0 = add i32 %n, -3
  %v0_3 = add i32 %v0_0, %u.neg
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.loop() #4

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
