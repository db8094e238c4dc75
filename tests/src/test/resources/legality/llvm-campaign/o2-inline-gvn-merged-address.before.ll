target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip6 = and i32 %n, 3
  %trip10 = and i32 %tid, 3
  %trip14 = and i32 %n, 7
  %trip24 = and i32 %n, 15
  %trip26 = and i32 %tid, 3
  %trip29 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %n, %tid
  %v0_1 = and i32 %u, 1
  %bc0 = icmp ult i32 %tid, 6
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %ballot0, 21
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb2:
  %p2 = phi i32 [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = sub i32 %u, 5
  %v2_1 = and i32 %n, 7
  %v2_2 = add i32 %u, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  ret void

bb3:
  %p3 = phi i32 [ %n, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  %v3_0 = mul i32 %p3, %p3
  %v3_1 = mul i32 %u, %tid
  %v3_2 = mul i32 %u, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_2, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb12

bb12:
  %p12 = phi i32 [ %u, %bb3 ]
  %k12 = phi i32 [ %k3.next, %bb3 ]
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @plain()
  %v12_0 = xor i32 %p12, 1
  %v12_1 = xor i32 %v12_0, 1
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v12_1, ptr addrspace(1) %addr12, align 4
  %k12.next = add i32 %k12, 1
  br label %bb14

bb14:
  %p14 = phi i32 [ %v12_0, %bb12 ]
  %k14 = phi i32 [ %k12.next, %bb12 ]
  %iv14 = phi i32 [ 0, %bb12 ]
  %t7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  call void @plain()
  %iv14.next = add nuw nsw i32 %iv14, 1
  %v14_0 = mul i32 %iv14, %tid
  %v14_1 = xor i32 %n, %u
  %v14_2 = add i32 %v14_0, %u
  %bc14 = icmp ult i32 %n, 45
  %ballot14 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc14) [ "convergencectrl"(token %t7) ]
  call void @callee0(ptr addrspace(1) %out, i32 %ballot14) [ "convergencectrl"(token %t7) ]
  %addr14 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot14, ptr addrspace(1) %addr14, align 4
  %k14.next = add i32 %k14, 1
  br label %bb18

bb17:
  %p17 = phi i32 [ %n, %bb19 ]
  %k17 = phi i32 [ %k19.next, %bb19 ]
  %v17_0 = and i32 %p17, %u
  %v17_1 = sub i32 %p17, 2
  %v17_2 = sub i32 %v17_1, 5
  %addr17 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v17_2, ptr addrspace(1) %addr17, align 4
  %k17.next = add i32 %k17, 1
  br label %bb23

bb18:
  %p18 = phi i32 [ %v14_1, %bb14 ], [ %v19_1, %bb19 ]
  %k18 = phi i32 [ %k14.next, %bb14 ], [ %k19.next, %bb19 ]
  %t9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  %t10 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t10) ]
  call void @op() [ "convergencectrl"(token %t10) ]
  call void @op() [ "convergencectrl"(token %t9) ]
  %v18_0 = and i32 %iv14, 1
  %v18_1 = add i32 %v18_0, %u
  %addr18 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v18_1, ptr addrspace(1) %addr18, align 4
  %k18.next = add i32 %k18, 1
  br label %bb20

bb19:
  %p19 = phi i32 [ %tid, %bb20 ]
  %k19 = phi i32 [ %k20.next, %bb20 ]
  %v19_0 = mul i32 %n, 4
  %v19_1 = add i32 %p19, 1
  %v19_2 = and i32 %u, %p19
  call void @callee0(ptr addrspace(1) %out, i32 %u) [ "convergencectrl"(token %t9) ]
  %addr19 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v19_2, ptr addrspace(1) %addr19, align 4
  %k19.next = add i32 %k19, 1
  %tired19 = icmp sge i32 %k19.next, 64
  %c19 = icmp slt i32 %u, 10
  %go19 = select i1 %tired19, i1 false, i1 %c19
  br i1 %go19, label %bb18, label %bb17

bb20:
  %p20 = phi i32 [ %v18_1, %bb18 ]
  %k20 = phi i32 [ %k18.next, %bb18 ]
  %t11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  %t12 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t12) ]
  %v20_0 = mul i32 %iv14, %n
  %v20_1 = mul i32 %iv14, 2
  %addr20 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v20_1, ptr addrspace(1) %addr20, align 4
  %k20.next = add i32 %k20, 1
  %tired20 = icmp sge i32 %k20.next, 64
  %c20 = icmp slt i32 %tid, 1
  %go20 = select i1 %tired20, i1 false, i1 %c20
  br i1 %go20, label %bb21, label %bb19

bb21:
  %p21 = phi i32 [ %iv14, %bb20 ]
  %k21 = phi i32 [ %k20.next, %bb20 ]
  %t13 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t13) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  %v21_0 = xor i32 %n, 6
  %v21_1 = add i32 %iv14, 4
  %v21_2 = and i32 %n, 7
  %v21_3 = sub i32 %v21_2, %v21_2
  %addr21 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v21_3, ptr addrspace(1) %addr21, align 4
  %k21.next = add i32 %k21, 1
  br label %bb22

bb22:
  %p22 = phi i32 [ %v21_1, %bb21 ]
  %k22 = phi i32 [ %k21.next, %bb21 ]
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  %v22_0 = and i32 %n, %tid
  %v22_1 = and i32 %p22, %u
  %addr22 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v22_1, ptr addrspace(1) %addr22, align 4
  %k22.next = add i32 %k22, 1
  ret void

bb23:
  %p23 = phi i32 [ %iv14, %bb17 ]
  %k23 = phi i32 [ %k17.next, %bb17 ]
  call void @op() [ "convergencectrl"(token %t7) ]
  %v23_0 = add i32 %tid, %p23
  %v23_1 = sub i32 %u, %v23_0
  %addr23 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v23_1, ptr addrspace(1) %addr23, align 4
  %k23.next = add i32 %k23, 1
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip6 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = sub i32 %tid, 3
  %v0_1 = add i32 %n, %u
  %v0_2 = sub i32 %u, 5
  %v0_3 = sub i32 %v0_0, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %sw0 = select i1 %tired0, i32 0, i32 %v0_2
  br label %bb2

bb1:
  %p1 = phi i32 [ %ballot3, %bb3 ]
  %k1 = phi i32 [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @plain()
  %v1_0 = sub i32 %n, %n
  %v1_1 = xor i32 %tid, 2
  %v1_2 = and i32 %n, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_2, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %p2, 3
  %v2_1 = xor i32 %u, 4
  %v2_2 = and i32 %u, 2
  %v2_3 = sub i32 %v2_2, 5
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v2_0, %bb2 ], [ %v4_1, %bb4 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v3_0 = mul i32 %n, 2
  %v3_1 = xor i32 %p3, 5
  %v3_2 = sub i32 %u, 3
  %bc3 = icmp ult i32 %p3, 56
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %tid, 12
  %go3 = select i1 %tired3, i1 false, i1 %c3
  br i1 %go3, label %bb4, label %bb1

bb4:
  %p4 = phi i32 [ %v3_1, %bb3 ]
  %k4 = phi i32 [ %k3.next, %bb3 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %v4_0 = add i32 %tid, %u
  %v4_1 = and i32 %p4, %p4
  %v4_2 = sub i32 %p4, %n
  %v4_3 = xor i32 %u, %tid
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %tid, 18
  %go4 = select i1 %tired4, i1 false, i1 %c4
  br label %bb3
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
