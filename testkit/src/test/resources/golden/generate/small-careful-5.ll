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

bb1:
  %p1 = phi i32 [ %v7_0, %bb7 ], [ %p13, %bb13 ]
  %k1 = phi i32 [ %k7.next, %bb7 ], [ %k13.next, %bb13 ]
  %v1_0 = and i32 %n, %p1
  %v1_1 = add i32 %v1_0, 1
  %v1_2 = add i32 %v1_1, %v1_0
  %v1_3 = sub i32 %v1_2, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %v2_0 = sub i32 %u, 5
  %v2_1 = and i32 %n, 7
  %v2_2 = add i32 %u, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb5

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

bb4:
  %p4 = phi i32 [ %v5_2, %bb5 ]
  %k4 = phi i32 [ %k5.next, %bb5 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v4_0 = mul i32 %p4, %u
  %v4_1 = mul i32 %v4_0, 5
  %v4_2 = xor i32 %u, 7
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb6

bb5:
  %p5 = phi i32 [ %v2_0, %bb2 ]
  %k5 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v5_0 = and i32 %tid, 2
  %v5_1 = add i32 %p5, 6
  %v5_2 = and i32 %tid, %v5_0
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb4

bb6:
  %p6 = phi i32 [ %v4_0, %bb4 ], [ %n, %bb7 ]
  %k6 = phi i32 [ %k4.next, %bb4 ], [ %k7.next, %bb7 ]
  %iv6 = phi i32 [ 0, %bb4 ], [ %iv6.next, %bb7 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %v6_0 = sub i32 %n, %iv6
  %v6_1 = and i32 %p6, %tid
  %v6_2 = mul i32 %v6_0, %u
  %v6_3 = add i32 %v6_1, %tid
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t2) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %c6 = icmp slt i32 %p6, 9
  %go6 = select i1 %tired6, i1 false, i1 %c6
  br i1 %go6, label %bb8, label %bb9

bb7:
  %p7 = phi i32 [ %p9, %bb9 ], [ %tid, %bb10 ]
  %k7 = phi i32 [ %k9.next, %bb9 ], [ %k10.next, %bb10 ]
  %v7_0 = and i32 %iv6, %iv6
  %v7_1 = and i32 %tid, 5
  %bc7 = icmp ult i32 %tid, 49
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7) [ "convergencectrl"(token %t2) ]
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv6.next, %trip6
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  br i1 %go7, label %bb6, label %bb1

bb8:
  %p8 = phi i32 [ %iv6, %bb6 ]
  %k8 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v8_0 = mul i32 %n, 5
  %v8_1 = sub i32 %iv6, 5
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  br label %bb11

bb9:
  %p9 = phi i32 [ %n, %bb6 ]
  %k9 = phi i32 [ %k6.next, %bb6 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v9_0 = xor i32 %u, 6
  %v9_1 = xor i32 %iv6, 5
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_1, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb7

bb10:
  %p10 = phi i32 [ %v10_2, %bb10 ], [ %tid, %bb11 ]
  %k10 = phi i32 [ %k10.next, %bb10 ], [ %k11.next, %bb11 ]
  %iv10 = phi i32 [ %iv10.next, %bb10 ], [ 0, %bb11 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv10.next = add nuw nsw i32 %iv10, 1
  %v10_0 = add i32 %iv6, %n
  %v10_1 = sub i32 %v10_0, %u
  %v10_2 = add i32 %u, %u
  %v10_3 = and i32 %tid, %v10_1
  %bc10 = icmp ult i32 %v10_2, 1
  %ballot10 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc10) [ "convergencectrl"(token %t3) ]
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot10, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  %tired10 = icmp sge i32 %k10.next, 64
  %ivc10 = icmp slt i32 %iv10.next, %trip10
  %rested10 = xor i1 %tired10, true
  %go10 = select i1 %ivc10, i1 %rested10, i1 false
  br i1 %go10, label %bb10, label %bb7

bb11:
  %p11 = phi i32 [ %u, %bb8 ]
  %k11 = phi i32 [ %k8.next, %bb8 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @plain()
  %v11_0 = and i32 %iv6, %n
  %v11_1 = xor i32 %p11, %n
  %v11_2 = add i32 %v11_0, %tid
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v11_2, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
  br label %bb10

bb12:
  %p12 = phi i32 [ %u, %bb3 ], [ %v13_0, %bb13 ]
  %k12 = phi i32 [ %k3.next, %bb3 ], [ %k13.next, %bb13 ]
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @plain()
  call void @plain()
  %v12_0 = xor i32 %p12, 1
  %v12_1 = xor i32 %v12_0, 1
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v12_1, ptr addrspace(1) %addr12, align 4
  %k12.next = add i32 %k12, 1
  br label %bb14

bb13:
  %p13 = phi i32 [ %v15_0, %bb15 ]
  %k13 = phi i32 [ %k15.next, %bb15 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t6) ]
  %v13_0 = add i32 %u, %p13
  %v13_1 = xor i32 %u, 4
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v13_1, ptr addrspace(1) %addr13, align 4
  %k13.next = add i32 %k13, 1
  %tired13 = icmp sge i32 %k13.next, 64
  %c13 = icmp slt i32 %v13_0, 4
  %go13 = select i1 %tired13, i1 true, i1 %c13
  br i1 %go13, label %bb1, label %bb12

bb14:
  %p14 = phi i32 [ %v12_0, %bb12 ], [ %p15, %bb15 ]
  %k14 = phi i32 [ %k12.next, %bb12 ], [ %k15.next, %bb15 ]
  %iv14 = phi i32 [ 0, %bb12 ], [ %iv14.next, %bb15 ]
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

bb15:
  %p15 = phi i32 [ %iv24, %bb25 ]
  %k15 = phi i32 [ %k25.next, %bb25 ]
  call void @plain()
  %t8 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t8) ]
  call void @op() [ "convergencectrl"(token %t8) ]
  %v15_0 = add i32 %u, 1
  %v15_1 = add i32 %u, %n
  %addr15 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v15_1, ptr addrspace(1) %addr15, align 4
  %k15.next = add i32 %k15, 1
  %tired15 = icmp sge i32 %k15.next, 64
  %ivc15 = icmp slt i32 %iv14.next, %trip14
  %rested15 = xor i1 %tired15, true
  %go15 = select i1 %ivc15, i1 %rested15, i1 false
  br i1 %go15, label %bb14, label %bb13

bb16:
  %p16 = phi i32 [ %tid, %bb23 ]
  %k16 = phi i32 [ %k23.next, %bb23 ]
  call void @op() [ "convergencectrl"(token %t7) ]
  call void @op() [ "convergencectrl"(token %t7) ]
  %v16_0 = and i32 %iv14, %tid
  %v16_1 = xor i32 %v16_0, %u
  %v16_2 = xor i32 %u, 1
  %addr16 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v16_2, ptr addrspace(1) %addr16, align 4
  %k16.next = add i32 %k16, 1
  br label %bb24

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
  %p20 = phi i32 [ %v18_1, %bb18 ], [ %n, %bb22 ]
  %k20 = phi i32 [ %k18.next, %bb18 ], [ %k22.next, %bb22 ]
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
  br label %bb20

bb23:
  %p23 = phi i32 [ %iv14, %bb17 ]
  %k23 = phi i32 [ %k17.next, %bb17 ]
  call void @op() [ "convergencectrl"(token %t7) ]
  %v23_0 = add i32 %tid, %p23
  %v23_1 = sub i32 %u, %v23_0
  %addr23 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v23_1, ptr addrspace(1) %addr23, align 4
  %k23.next = add i32 %k23, 1
  br label %bb16

bb24:
  %p24 = phi i32 [ %p16, %bb16 ], [ %tid, %bb25 ]
  %k24 = phi i32 [ %k16.next, %bb16 ], [ %k25.next, %bb25 ]
  %iv24 = phi i32 [ 0, %bb16 ], [ %iv24.next, %bb25 ]
  %t14 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  %iv24.next = add nuw nsw i32 %iv24, 1
  %v24_0 = add i32 %tid, 7
  %v24_1 = sub i32 %p24, 5
  %v24_2 = and i32 %n, 5
  %addr24 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v24_2, ptr addrspace(1) %addr24, align 4
  %k24.next = add i32 %k24, 1
  br label %bb26

bb25:
  %p25 = phi i32 [ %p26, %bb26 ]
  %k25 = phi i32 [ %k26.next, %bb26 ]
  call void @plain()
  call void @op() [ "convergencectrl"(token %t14) ]
  %v25_0 = and i32 %iv24, %u
  %v25_1 = and i32 %u, %u
  %v25_2 = mul i32 %u, 1
  %bc25 = icmp ult i32 %v25_1, 35
  %ballot25 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc25) [ "convergencectrl"(token %t14) ]
  %addr25 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot25, ptr addrspace(1) %addr25, align 4
  %k25.next = add i32 %k25, 1
  %tired25 = icmp sge i32 %k25.next, 64
  %ivc25 = icmp slt i32 %iv24.next, %trip24
  %rested25 = xor i1 %tired25, true
  %go25 = select i1 %ivc25, i1 %rested25, i1 false
  br i1 %go25, label %bb24, label %bb15

bb26:
  %p26 = phi i32 [ %v24_1, %bb24 ], [ %p30, %bb30 ], [ %n, %bb31 ]
  %k26 = phi i32 [ %k24.next, %bb24 ], [ %k30.next, %bb30 ], [ %k31.next, %bb31 ]
  %iv26 = phi i32 [ 0, %bb24 ], [ %iv26.next, %bb30 ], [ %iv26.next, %bb31 ]
  %t15 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t14) ]
  call void @op() [ "convergencectrl"(token %t15) ]
  %iv26.next = add nuw nsw i32 %iv26, 1
  %v26_0 = xor i32 %p26, 7
  %v26_1 = sub i32 %tid, 6
  %v26_2 = xor i32 %p26, %v26_0
  %bc26 = icmp ult i32 %iv14, 31
  %ballot26 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc26) [ "convergencectrl"(token %t15) ]
  %addr26 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot26, ptr addrspace(1) %addr26, align 4
  %k26.next = add i32 %k26, 1
  %tired26 = icmp sge i32 %k26.next, 64
  %ivc26 = icmp sge i32 %iv26.next, %trip26
  %go26 = select i1 %tired26, i1 true, i1 %ivc26
  br i1 %go26, label %bb25, label %bb27

bb27:
  %p27 = phi i32 [ %n, %bb26 ]
  %k27 = phi i32 [ %k26.next, %bb26 ]
  call void @op() [ "convergencectrl"(token %t15) ]
  call void @op() [ "convergencectrl"(token %t15) ]
  %v27_0 = add i32 %iv24, %iv26
  %v27_1 = and i32 %n, %u
  %addr27 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v27_1, ptr addrspace(1) %addr27, align 4
  %k27.next = add i32 %k27, 1
  br label %bb29

bb28:
  %p28 = phi i32 [ %v29_1, %bb29 ]
  %k28 = phi i32 [ %k29.next, %bb29 ]
  call void @op() [ "convergencectrl"(token %t15) ]
  %v28_0 = sub i32 %iv26, 1
  %v28_1 = add i32 %iv24, %iv26
  %v28_2 = and i32 %p28, 5
  %v28_3 = and i32 %u, 1
  call void @callee0(ptr addrspace(1) %out, i32 %p28) [ "convergencectrl"(token %t15) ]
  %addr28 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v28_3, ptr addrspace(1) %addr28, align 4
  %k28.next = add i32 %k28, 1
  %tired28 = icmp sge i32 %k28.next, 64
  %c28 = icmp slt i32 %u, 7
  %go28 = select i1 %tired28, i1 true, i1 %c28
  br i1 %go28, label %bb30, label %bb31

bb29:
  %p29 = phi i32 [ %p27, %bb27 ], [ %iv14, %bb29 ]
  %k29 = phi i32 [ %k27.next, %bb27 ], [ %k29.next, %bb29 ]
  %iv29 = phi i32 [ 0, %bb27 ], [ %iv29.next, %bb29 ]
  %t16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t15) ]
  %iv29.next = add nuw nsw i32 %iv29, 1
  %v29_0 = mul i32 %tid, %u
  %v29_1 = add i32 %iv26, %p29
  %addr29 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v29_1, ptr addrspace(1) %addr29, align 4
  %k29.next = add i32 %k29, 1
  %tired29 = icmp sge i32 %k29.next, 64
  %ivc29 = icmp slt i32 %iv29.next, %trip29
  %rested29 = xor i1 %tired29, true
  %go29 = select i1 %ivc29, i1 %rested29, i1 false
  br i1 %go29, label %bb29, label %bb28

bb30:
  %p30 = phi i32 [ %iv14, %bb28 ]
  %k30 = phi i32 [ %k28.next, %bb28 ]
  call void @plain()
  %v30_0 = sub i32 %tid, %iv24
  %v30_1 = and i32 %u, 5
  %v30_2 = add i32 %iv26, 7
  %v30_3 = sub i32 %v30_0, %p30
  %addr30 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v30_3, ptr addrspace(1) %addr30, align 4
  %k30.next = add i32 %k30, 1
  br label %bb26

bb31:
  %p31 = phi i32 [ %u, %bb28 ]
  %k31 = phi i32 [ %k28.next, %bb28 ]
  call void @op() [ "convergencectrl"(token %t15) ]
  %t17 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t17) ]
  %v31_0 = add i32 %n, 2
  %v31_1 = mul i32 %p31, %iv26
  %v31_2 = sub i32 %tid, %p31
  %addr31 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v31_2, ptr addrspace(1) %addr31, align 4
  %k31.next = add i32 %k31, 1
  br label %bb26
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
  switch i32 %sw0, label %bb1 [
    i32 1, label %bb2
    i32 2, label %bb2
  ]

bb1:
  %p1 = phi i32 [ %v0_3, %entry ], [ %ballot3, %bb3 ]
  %k1 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
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
  %p2 = phi i32 [ %v0_2, %entry ], [ %v0_2, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
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
  %p3 = phi i32 [ %v2_0, %bb2 ], [ %v4_1, %bb4 ], [ %v6_0, %bb6 ], [ %v7_0, %bb7 ]
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k4.next, %bb4 ], [ %k6.next, %bb6 ], [ %k7.next, %bb7 ]
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
  br i1 %go4, label %bb5, label %bb3

bb5:
  %p5 = phi i32 [ %n, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  %v5_0 = add i32 %p5, 5
  %v5_1 = add i32 %n, 6
  %v5_2 = xor i32 %u, 7
  %bc5 = icmp ult i32 %n, 35
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %v5_0, 10
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br i1 %go5, label %bb6, label %bb7

bb6:
  %p6 = phi i32 [ %v5_0, %bb5 ], [ %v6_1, %bb6 ]
  %k6 = phi i32 [ %k5.next, %bb5 ], [ %k6.next, %bb6 ]
  %iv6 = phi i32 [ 0, %bb5 ], [ %iv6.next, %bb6 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  %v6_0 = mul i32 %tid, 1
  %v6_1 = mul i32 %v6_0, 1
  %v6_2 = mul i32 %iv6, 6
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv6) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp sge i32 %iv6.next, %trip6
  %go6 = select i1 %tired6, i1 true, i1 %ivc6
  br i1 %go6, label %bb3, label %bb6

bb7:
  %p7 = phi i32 [ %v5_2, %bb5 ]
  %k7 = phi i32 [ %k5.next, %bb5 ]
  call void @plain()
  %v7_0 = and i32 %n, 6
  %v7_1 = add i32 %tid, %tid
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_1, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = add i32 %tid, 2
  %v0_1 = mul i32 %v0_0, 5
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_1, 17
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %p2, %bb2 ], [ %v3_2, %bb3 ]
  %k1 = phi i32 [ %k2.next, %bb2 ], [ %k3.next, %bb3 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %u, %n
  %v1_1 = xor i32 %tid, %v1_0
  %v1_2 = and i32 %n, 2
  %v1_3 = mul i32 %v1_2, 3
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = mul i32 %u, 3
  %v2_1 = mul i32 %tid, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb1

bb3:
  %p3 = phi i32 [ %tid, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %v3_0 = mul i32 %tid, %n
  %v3_1 = xor i32 %tid, 7
  %v3_2 = xor i32 %v3_1, %v3_0
  %v3_3 = and i32 %v3_0, 6
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb1
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
