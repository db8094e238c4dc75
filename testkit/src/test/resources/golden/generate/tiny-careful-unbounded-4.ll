target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = add i32 %n, %u
  %v0_1 = and i32 %u, %u
  %v0_2 = mul i32 %v0_1, 1
  %bc0 = icmp ult i32 %v0_2, 13
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  br label %bb2

bb1:
  %p1 = phi i32 [ %p2, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %p1, 3
  %v1_1 = and i32 %p1, %p1
  %v1_2 = xor i32 %n, %p1
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v4_2, %bb4 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %iv2, 4
  %v2_1 = and i32 %u, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  switch i32 %u, label %bb3 [
    i32 1, label %bb1
    i32 2, label %bb4
  ]

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v3_0 = sub i32 %n, 1
  %v3_1 = sub i32 %p3, 5
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  br label %bb4

bb4:
  %p4 = phi i32 [ %p2, %bb2 ], [ %v3_1, %bb3 ]
  %v4_0 = and i32 %u, 6
  %v4_1 = add i32 %v4_0, %iv2
  %v4_2 = xor i32 %p4, 3
  %bc4 = icmp ult i32 %v4_2, 13
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t1) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  br label %bb2
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %tid, 3
  %trip5 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = mul i32 %n, %u
  %v0_1 = and i32 %v0_0, %u
  %v0_2 = sub i32 %n, 2
  %v0_3 = sub i32 %v0_1, 3
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %v0_1, 23
  br i1 %c0, label %bb2, label %bb1

bb1:
  %p1 = phi i32 [ %v0_2, %entry ], [ %u, %bb3 ]
  %v1_0 = mul i32 %n, 7
  %v1_1 = and i32 %n, 3
  %v1_2 = and i32 %p1, 4
  %v1_3 = mul i32 %n, %v1_1
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v2_0 = xor i32 %n, %tid
  %v2_1 = xor i32 %n, %p2
  %v2_2 = xor i32 %u, 3
  %bc2 = icmp ult i32 %tid, 31
  %ballot2 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc2) [ "convergencectrl"(token %t0) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot2, ptr addrspace(1) %addr2, align 4
  br label %bb3

bb3:
  %p3 = phi i32 [ %ballot2, %bb2 ], [ %n, %bb6 ]
  %iv3 = phi i32 [ 0, %bb2 ], [ %iv3.next, %bb6 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  %v3_0 = sub i32 %tid, %tid
  %v3_1 = mul i32 %p3, %u
  %v3_2 = mul i32 %v3_0, %v3_1
  %v3_3 = sub i32 %n, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %ivc3 = icmp sge i32 %iv3.next, %trip3
  br i1 %ivc3, label %bb1, label %bb4

bb4:
  %p4 = phi i32 [ %tid, %bb3 ]
  %v4_0 = mul i32 %iv3, 5
  %v4_1 = sub i32 %tid, %tid
  %v4_2 = mul i32 %p4, %v4_0
  %bc4 = icmp ult i32 %tid, 23
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t2) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  br label %bb5

bb5:
  %p5 = phi i32 [ %v4_0, %bb4 ], [ %iv3, %bb6 ]
  %iv5 = phi i32 [ 0, %bb4 ], [ %iv5.next, %bb6 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = xor i32 %u, %iv5
  %v5_1 = sub i32 %u, 3
  %v5_2 = sub i32 %v5_1, 6
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t4) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  br label %bb6

bb6:
  %p6 = phi i32 [ %v5_1, %bb5 ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %v6_0 = mul i32 %n, %u
  %v6_1 = sub i32 %p6, %u
  %bc6 = icmp ult i32 %iv5, 48
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t4) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  %ivc6 = icmp sge i32 %iv5.next, %trip5
  br i1 %ivc6, label %bb3, label %bb5
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = xor i32 %tid, %n
  %v0_1 = and i32 %n, %v0_0
  %v0_2 = mul i32 %v0_0, %v0_1
  %bc0 = icmp ult i32 %v0_1, 42
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_2, %bb3 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = mul i32 %u, 5
  %v1_1 = sub i32 %u, 6
  %v1_2 = add i32 %u, 7
  %v1_3 = add i32 %v1_0, 1
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_2) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v3_1, %bb3 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %tid, %iv2
  %v2_1 = sub i32 %v2_0, %n
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  br label %bb4

bb3:
  %p3 = phi i32 [ %p5, %bb5 ]
  %v3_0 = xor i32 %n, 2
  %v3_1 = mul i32 %n, 1
  %v3_2 = and i32 %p3, %u
  %v3_3 = mul i32 %tid, %v3_0
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_0) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  br i1 %ivc3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %n, %bb2 ], [ %tid, %bb5 ]
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %p4, %iv2
  %v4_1 = xor i32 %v4_0, 3
  %v4_2 = add i32 %v4_1, %iv2
  %v4_3 = sub i32 %v4_2, %v4_1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  br label %bb6

bb5:
  %p5 = phi i32 [ %u, %bb6 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v5_0 = sub i32 %p5, %p5
  %v5_1 = and i32 %v5_0, %tid
  %v5_2 = add i32 %n, %v5_1
  %v5_3 = and i32 %p5, 1
  %bc5 = icmp ult i32 %iv4, 60
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %ivc5 = icmp slt i32 %iv4.next, %trip4
  br i1 %ivc5, label %bb4, label %bb3

bb6:
  %p6 = phi i32 [ %v4_2, %bb4 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v6_0 = add i32 %n, 5
  %v6_1 = and i32 %iv4, %iv2
  %v6_2 = mul i32 %iv2, %v6_1
  %bc6 = icmp ult i32 %n, 28
  %ballot6 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc6) [ "convergencectrl"(token %t2) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot6, ptr addrspace(1) %addr6, align 4
  br label %bb5
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
