; cvg fuzz --opt='opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=simplifycfg' --size=tiny --tokens=mixed, seed994 (finding 001 of the session-9 campaign, reduced by cvg fuzz); after.ll is opt-22's output
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip4 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = sub i32 %u, %tid
  %v0_1 = mul i32 %v0_0, %u
  %v0_2 = mul i32 %tid, %n
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %tid, 4
  %v1_1 = xor i32 %u, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %tid, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, %n
  %v2_1 = sub i32 %p2, %u
  %v2_2 = mul i32 %v2_0, %v2_1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb3:
  %p3 = phi i32 [ %v5_2, %bb5 ]
  %k3 = phi i32 [ %k5.next, %bb5 ]
  %v3_0 = xor i32 %tid, %iv2
  %v3_1 = add i32 %n, 1
  %v3_2 = and i32 %p3, %u
  %v3_3 = xor i32 %iv2, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %p2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %iv4 = phi i32 [ 0, %bb2 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %p4, 6
  %v4_1 = add i32 %tid, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %v6_3, %bb6 ]
  %k5 = phi i32 [ %k6.next, %bb6 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @plain()
  %v5_0 = xor i32 %p5, %tid
  %v5_1 = add i32 %n, 7
  %v5_2 = mul i32 %p5, 2
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_1) [ "convergencectrl"(token %t3) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp slt i32 %iv4.next, %trip4
  %rested5 = xor i1 %tired5, true
  %go5 = select i1 %ivc5, i1 %rested5, i1 false
  br label %bb3

bb6:
  %p6 = phi i32 [ %tid, %bb4 ]
  %k6 = phi i32 [ %k4.next, %bb4 ]
  call void @plain()
  %v6_0 = xor i32 %p6, 7
  %v6_1 = mul i32 %iv2, %iv2
  %v6_2 = sub i32 %u, 1
  %v6_3 = and i32 %v6_0, %v6_1
  call void @callee1(ptr addrspace(1) %out, i32 %p6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_3, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb5
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip8 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = mul i32 %u, %n
  %v0_1 = sub i32 %n, %tid
  %v0_2 = xor i32 %tid, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

declare void @op() convergent

declare void @plain()

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

declare token @llvm.experimental.convergence.loop()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
