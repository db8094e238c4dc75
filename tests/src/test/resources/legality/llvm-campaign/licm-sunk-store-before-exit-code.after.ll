source_filename = "licm-sunk-store-before-exit-code.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip5 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = sub i32 %tid, 6
  %v0_1 = xor i32 %v0_0, 4
  %bc0 = icmp ult i32 %n, 49
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb2:
  %p2 = phi i32 [ %n, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @plain()
  %v2_0 = sub i32 %p2, %n
  %v2_1 = and i32 %p2, %u
  %v2_2 = add i32 %u, 2
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %v5_0 = sub i32 %u, %tid
  %v5_1 = xor i32 %v5_0, %v5_0
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %bb5

bb4:
  %v6_1.lcssa = phi i32 [ %v6_1, %bb6 ]
  %p4 = phi i32 [ %p6, %bb6 ]
  %k4 = phi i32 [ %k6.next, %bb6 ]
  store i32 %v6_1.lcssa, ptr addrspace(1) %addr5, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = sub i32 %n, %tid
  %v4_1 = sub i32 %v4_0, %tid
  call void @callee1(ptr addrspace(1) %out, i32 %p4) [ "convergencectrl"(token %t2) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb7

bb5:
  %k5 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %bb6 ]
  %iv5 = phi i32 [ 0, %bb2 ], [ %iv5.next, %bb6 ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %iv5, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ]
  %v6_1 = xor i32 %iv5, %p6
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp slt i32 %iv5.next, %trip5
  %rested6 = xor i1 %tired6, true
  %go6 = select i1 %ivc6, i1 %rested6, i1 false
  br i1 %go6, label %bb5, label %bb4

bb7:
  %p7 = phi i32 [ %v4_0, %bb4 ]
  %k7 = phi i32 [ %k4.next, %bb4 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %v7_0 = and i32 %u, 2
  %v7_1 = sub i32 %n, 2
  %v7_2 = xor i32 %v7_1, 2
  %bc7 = icmp ult i32 %u, 53
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t2) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = and i32 %tid, 5
  %v0_1 = mul i32 %n, %v0_0
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %u, 21
  %go0 = select i1 %tired0, i1 false, i1 %c0
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

declare void @op() #0

declare void @plain()

declare token @llvm.experimental.convergence.entry() #3

declare token @llvm.experimental.convergence.anchor() #3

declare token @llvm.experimental.convergence.loop() #3

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
