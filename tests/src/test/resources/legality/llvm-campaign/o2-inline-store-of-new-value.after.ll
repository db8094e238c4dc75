source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  %v2_1 = mul i32 %u, %n
  %v2_2 = xor i32 %v2_1, %n
  %u.i = mul i32 %v2_2, 3
  %v0_1.i = sub i32 %v2_2, %tid
  %v0_2.i = add i32 %v0_1.i, %u.i
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %umax = tail call i32 @llvm.umax.i32(i32 %trip2, i32 1)
  br label %bb2

bb1:
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb2 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2) [ "convergencectrl"(token %t1) ]
  %1 = and i32 %first4, 3
  %2 = xor i32 %1, 7
  store i32 %2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %n, ptr addrspace(1) %addr0.i, align 4
  %exitcond.not = icmp eq i32 %iv2.next, %umax
  br i1 %exitcond.not, label %bb1, label %bb2
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %v0_0 = sub i32 %tid, %n
  %v0_1 = sub i32 %n, %tid
  %v0_2 = add i32 %v0_1, %u
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_2 = xor i32 %v0_0, 3
  %bc2 = icmp ult i32 %v2_2, 35
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  store i32 %ballot2, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

declare void @op() local_unnamed_addr #1

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

declare i32 @llvm.umax.i32(i32, i32) #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
