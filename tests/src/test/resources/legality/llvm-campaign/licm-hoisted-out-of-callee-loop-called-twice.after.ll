source_filename = "licm-hoisted-out-of-callee-loop-called-twice.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip4 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = and i32 %tid, %n
  %v0_1 = xor i32 %tid, 6
  %v0_2 = and i32 %n, %tid
  %v0_3 = mul i32 %v0_2, 6
  call void @callee0(ptr addrspace(1) %out, i32 %n) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb3

bb1:
  %p1 = phi i32 [ %first3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = sub i32 %n, 7
  %v1_1 = add i32 %tid, %v1_0
  call void @callee0(ptr addrspace(1) %out, i32 %v1_1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v3_0, %bb3 ]
  %k2 = phi i32 [ %k3.next, %bb3 ]
  %v2_0 = add i32 %u, 4
  %v2_1 = xor i32 %tid, 4
  %v2_2 = xor i32 %v2_1, %v2_0
  %v2_3 = and i32 %v2_0, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %v4_2 = sub i32 %u, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %bb4

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v3_0 = add i32 %tid, %p3
  %v3_1 = mul i32 %p3, 7
  %v3_2 = xor i32 %v3_1, 7
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %first3, 20
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1, label %bb2

bb4:
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %u, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %bc5 = icmp ult i32 %p5, 56
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t1) ]
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb4

bb6:
  %k6 = phi i32 [ %k4.next, %bb4 ]
  %v6_1 = mul i32 %iv4, 4
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5
}

define void @callee0(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 15
  %trip5 = and i32 %tid, 15
  %trip7 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = xor i32 %u, %tid
  %v0_1 = add i32 %v0_0, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %v2_2 = and i32 %tid, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %bc3 = icmp ult i32 %u, 11
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v4_0 = xor i32 %tid, 4
  %v4_3 = mul i32 %v4_0, 4
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v5_0 = add i32 %n, 3
  %v5_1 = mul i32 %v5_0, 6
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v6_0 = and i32 %u, 3
  %v6_2 = sub i32 %v6_0, %v6_0
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v8_1 = sub i32 %tid, %n
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v10_1 = add i32 %u, %n
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %bb2

bb1:
  %iv2.lcssa = phi i32 [ %iv2, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  %v2_0.le = mul i32 %tid, %iv2.lcssa
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v1_0 = and i32 %u, %u
  %v1_1 = sub i32 %n, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2.loopexit:
  %k5.next.lcssa = phi i32 [ %k5.next, %bb5 ]
  br label %bb2.backedge

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %p2.be, %bb2.backedge ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k2.be, %bb2.backedge ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb2.backedge ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_1 = add i32 %u, %p2
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp sge i32 %iv2.next, %trip2
  %go2 = select i1 %tired2, i1 true, i1 %ivc2
  br i1 %go2, label %bb1, label %bb3

bb3:
  %p3 = phi i32 [ %v2_1, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %v3_0 = add i32 %p3, 6
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t3) ]
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %ballot3, 27
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb2.backedge

bb2.backedge:
  %p2.be = phi i32 [ %v3_0, %bb3 ], [ %tid, %bb2.loopexit ]
  %k2.be = phi i32 [ %k3.next, %bb3 ], [ %k5.next.lcssa, %bb2.loopexit ]
  br label %bb2

bb4:
  %k4 = phi i32 [ %k3.next, %bb3 ]
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %v7_0 = xor i32 %iv2, %n
  %bc7 = icmp ult i32 %v7_0, 14
  br label %bb5

bb5.loopexit:
  %v7_0.lcssa = phi i32 [ %v7_0, %bb7 ]
  %k7.next.lcssa = phi i32 [ %k7.next, %bb7 ]
  br label %bb5

bb5:
  %k5 = phi i32 [ %k4.next, %bb4 ], [ %k7.next.lcssa, %bb5.loopexit ]
  %iv5 = phi i32 [ 0, %bb4 ], [ %iv5.next, %bb5.loopexit ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv5.next, %trip5
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2.loopexit, label %bb6

bb6:
  %k6 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_2) [ "convergencectrl"(token %t4) ]
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb7

bb7.loopexit:
  %v10_0.lcssa = phi i32 [ %v10_0, %bb10 ]
  %k10.next.lcssa = phi i32 [ %k10.next, %bb10 ]
  br label %bb7

bb7:
  %k7 = phi i32 [ %k6.next, %bb6 ], [ %k10.next.lcssa, %bb7.loopexit ]
  %iv7 = phi i32 [ 0, %bb6 ], [ %iv7.next, %bb7.loopexit ]
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t4) ]
  call void @plain()
  %iv7.next = add nuw nsw i32 %iv7, 1
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t6) ]
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv7.next, %trip7
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br i1 %go7, label %bb8, label %bb5.loopexit

bb8:
  %k8 = phi i32 [ %k7.next, %bb7 ]
  call void @plain()
  %t7 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t7) ]
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %v9_3 = sub i32 %iv7, 5
  %v11_3 = add i32 %iv7, %u
  br label %bb9

bb9:
  %k9 = phi i32 [ %k8.next, %bb8 ], [ %k10.next, %bb10 ]
  %t8 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  call void @op() [ "convergencectrl"(token %t8) ]
  call void @plain()
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb11

bb10:
  %p10 = phi i32 [ %n, %bb11 ]
  %k10 = phi i32 [ %k11.next, %bb11 ]
  call void @op() [ "convergencectrl"(token %t8) ]
  call void @plain()
  %v10_0 = add i32 %iv5, %p10
  store i32 %v10_1, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  %tired10 = icmp sge i32 %k10.next, 64
  %c10 = icmp slt i32 %v10_0, 14
  %go10 = select i1 %tired10, i1 true, i1 %c10
  br i1 %go10, label %bb7.loopexit, label %bb9

bb11:
  %k11 = phi i32 [ %k9.next, %bb9 ]
  store i32 %v11_3, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
  br label %bb10
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
