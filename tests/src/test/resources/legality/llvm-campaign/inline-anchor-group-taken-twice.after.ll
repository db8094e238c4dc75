source_filename = "inline-anchor-group-taken-twice.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip5 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @plain()
  %v0_0 = mul i32 %u, %u
  %v0_1 = and i32 %u, 6
  %v0_2 = mul i32 %v0_0, 1
  %bc0 = icmp ult i32 %n, 22
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %tid.i = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i = mul i32 %tid, 3
  %trip2.i = and i32 %tid, 7
  %trip4.i = and i32 %tid.i, 7
  %v0_0.i = and i32 %u.i, %tid.i
  %v0_1.i = add i32 %u.i, 2
  %v0_2.i = sub i32 %v0_1.i, 6
  %addr0.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb2.i

bb2.i:
  %p2.i = phi i32 [ %u.i, %entry ], [ %tid, %bb4.i ]
  %k2.i = phi i32 [ 1, %entry ], [ %k5.next.i, %bb4.i ]
  %iv2.i = phi i32 [ 0, %entry ], [ %iv2.next.i, %bb4.i ]
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i) ]
  %iv2.next.i = add nuw nsw i32 %iv2.i, 1
  %v2_0.i = sub i32 %u.i, 6
  %v2_1.i = and i32 %u.i, 3
  %addr2.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v2_1.i, ptr addrspace(1) %addr2.i, align 4
  %k2.next.i = add i32 %k2.i, 1
  %tired2.i = icmp sge i32 %k2.next.i, 64
  %ivc2.i = icmp slt i32 %iv2.next.i, %trip2.i
  %rested2.i = xor i1 %tired2.i, true
  %go2.i = select i1 %ivc2.i, i1 %rested2.i, i1 false
  br i1 %go2.i, label %bb3.i, label %callee1.exit

bb3.i:
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %v3_0.i = and i32 %tid.i, %tid
  %v3_1.i = sub i32 %tid, 2
  %addr3.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v3_1.i, ptr addrspace(1) %addr3.i, align 4
  %k3.next.i = add i32 %k2.next.i, 1
  br label %bb4.i

bb4.i:
  %p4.i = phi i32 [ %tid.i, %bb3.i ], [ %v5_1.i, %bb4.i ]
  %k4.i = phi i32 [ %k3.next.i, %bb3.i ], [ %k5.next.i, %bb4.i ]
  %iv4.i = phi i32 [ 0, %bb3.i ], [ %iv4.next.i, %bb4.i ]
  %t4.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2.i) ]
  %t5.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i) ]
  %iv4.next.i = add nuw nsw i32 %iv4.i, 1
  %v4_0.i = mul i32 %p4.i, 7
  %v4_1.i = sub i32 %iv2.i, %iv4.i
  %v4_2.i = mul i32 %p4.i, %iv4.i
  %bc4.i = icmp ult i32 %v4_2.i, 26
  %ballot4.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i) [ "convergencectrl"(token %t4.i) ]
  %addr4.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %ballot4.i, ptr addrspace(1) %addr4.i, align 4
  %k4.next.i = add i32 %k4.i, 1
  call void @op() [ "convergencectrl"(token %t4.i) ]
  %v5_0.i = xor i32 %iv4.i, 1
  %v5_1.i = sub i32 %tid.i, 1
  %v5_2.i = add i32 %iv2.i, %v5_0.i
  %v5_3.i = add i32 %v5_2.i, %u.i
  %addr5.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v5_3.i, ptr addrspace(1) %addr5.i, align 4
  %k5.next.i = add i32 %k4.next.i, 1
  %tired5.i = icmp sge i32 %k5.next.i, 64
  %ivc5.i = icmp sge i32 %iv4.next.i, %trip4.i
  %go5.i = select i1 %tired5.i, i1 true, i1 %ivc5.i
  br i1 %go5.i, label %bb2.i, label %bb4.i

callee1.exit:
  call void @plain()
  %t1.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  %v1_0.i = sub i32 %tid.i, %u.i
  %v1_1.i = xor i32 %u.i, %tid.i
  %bc1.i = icmp ult i32 %u.i, 21
  %ballot1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1.i) [ "convergencectrl"(token %t0) ]
  %addr1.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %ballot1.i, ptr addrspace(1) %addr1.i, align 4
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %ballot0, 4
  %go0 = select i1 %tired0, i1 false, i1 %c0
  br i1 %go0, label %bb2, label %bb3

bb1:
  %p1 = phi i32 [ %tid, %bb4 ]
  %k1 = phi i32 [ %k4.next, %bb4 ]
  %v1_0 = and i32 %p1, 1
  %v1_1 = xor i32 %tid, %u
  %v1_2 = sub i32 %u, 2
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_0) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %callee1.exit ], [ %v4_1, %bb4 ]
  %k2 = phi i32 [ %k0.next, %callee1.exit ], [ %k4.next, %bb4 ]
  call void @plain()
  call void @plain()
  %v2_0 = and i32 %n, 4
  %v2_1 = sub i32 %u, 2
  %v2_2 = add i32 %tid, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb5

bb3:
  %p3 = phi i32 [ %tid, %callee1.exit ], [ %v6_2, %callee1.exit58 ]
  %k3 = phi i32 [ %k0.next, %callee1.exit ], [ %k6.next, %callee1.exit58 ]
  %v3_0 = xor i32 %u, %tid
  %v3_1 = mul i32 %tid, 7
  %v3_2 = sub i32 %tid, %v3_0
  %v3_3 = xor i32 %n, %tid
  %t1 = call token @llvm.experimental.convergence.anchor()
  %first3 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p3) [ "convergencectrl"(token %t1) ]
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %c3 = icmp slt i32 %tid, 13
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br label %bb7

bb4:
  %p4 = phi i32 [ %v7_1, %callee1.exit116 ]
  %k4 = phi i32 [ %k7.next, %callee1.exit116 ]
  %v4_0 = and i32 %n, %p4
  %v4_1 = xor i32 %v4_0, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %c4 = icmp slt i32 %u, 8
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb1, label %bb2

bb5:
  %p5 = phi i32 [ %p2, %bb2 ], [ %p6, %callee1.exit58 ]
  %k5 = phi i32 [ %k2.next, %bb2 ], [ %k6.next, %callee1.exit58 ]
  %iv5 = phi i32 [ 0, %bb2 ], [ %iv5.next, %callee1.exit58 ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %v5_0 = mul i32 %n, 7
  %v5_1 = sub i32 %iv5, %v5_0
  %v5_2 = and i32 %n, 2
  %v5_3 = sub i32 %v5_0, %u
  %bc5 = icmp ult i32 %v5_0, 15
  %t2 = call token @llvm.experimental.convergence.anchor()
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5) [ "convergencectrl"(token %t2) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %ballot5, 27
  %go5 = select i1 %tired5, i1 true, i1 %c5
  br i1 %go5, label %bb6, label %bb6

bb6:
  %p6 = phi i32 [ %n, %bb5 ], [ %n, %bb5 ]
  %k6 = phi i32 [ %k5.next, %bb5 ], [ %k5.next, %bb5 ]
  %v6_0 = mul i32 %u, %p6
  %v6_1 = add i32 %n, 3
  %v6_2 = add i32 %p6, 3
  %t3 = call token @llvm.experimental.convergence.anchor()
  %tid.i1 = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i2 = mul i32 %p6, 3
  %trip2.i3 = and i32 %p6, 7
  %trip4.i4 = and i32 %tid.i1, 7
  %v0_0.i5 = and i32 %u.i2, %tid.i1
  %v0_1.i6 = add i32 %u.i2, 2
  %v0_2.i7 = sub i32 %v0_1.i6, 6
  %addr0.i8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v0_2.i7, ptr addrspace(1) %addr0.i8, align 4
  br label %bb2.i9

bb2.i9:
  %p2.i10 = phi i32 [ %u.i2, %bb6 ], [ %p6, %bb4.i35 ]
  %k2.i11 = phi i32 [ 1, %bb6 ], [ %k5.next.i54, %bb4.i35 ]
  %iv2.i12 = phi i32 [ 0, %bb6 ], [ %iv2.next.i15, %bb4.i35 ]
  %t2.i13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  %t3.i14 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i14) ]
  %iv2.next.i15 = add nuw nsw i32 %iv2.i12, 1
  %v2_0.i16 = sub i32 %u.i2, 6
  %v2_1.i17 = and i32 %u.i2, 3
  %addr2.i18 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v2_1.i17, ptr addrspace(1) %addr2.i18, align 4
  %k2.next.i19 = add i32 %k2.i11, 1
  %tired2.i20 = icmp sge i32 %k2.next.i19, 64
  %ivc2.i21 = icmp slt i32 %iv2.next.i15, %trip2.i3
  %rested2.i22 = xor i1 %tired2.i20, true
  %go2.i23 = select i1 %ivc2.i21, i1 %rested2.i22, i1 false
  br i1 %go2.i23, label %bb3.i30, label %callee1.exit58

bb3.i30:
  call void @op() [ "convergencectrl"(token %t2.i13) ]
  %v3_0.i31 = and i32 %tid.i1, %p6
  %v3_1.i32 = sub i32 %p6, 2
  %addr3.i33 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v3_1.i32, ptr addrspace(1) %addr3.i33, align 4
  %k3.next.i34 = add i32 %k2.next.i19, 1
  br label %bb4.i35

bb4.i35:
  %p4.i36 = phi i32 [ %tid.i1, %bb3.i30 ], [ %v5_1.i50, %bb4.i35 ]
  %k4.i37 = phi i32 [ %k3.next.i34, %bb3.i30 ], [ %k5.next.i54, %bb4.i35 ]
  %iv4.i38 = phi i32 [ 0, %bb3.i30 ], [ %iv4.next.i41, %bb4.i35 ]
  %t4.i39 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2.i13) ]
  %t5.i40 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i40) ]
  %iv4.next.i41 = add nuw nsw i32 %iv4.i38, 1
  %v4_0.i42 = mul i32 %p4.i36, 7
  %v4_1.i43 = sub i32 %iv2.i12, %iv4.i38
  %v4_2.i44 = mul i32 %p4.i36, %iv4.i38
  %bc4.i45 = icmp ult i32 %v4_2.i44, 26
  %ballot4.i46 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i45) [ "convergencectrl"(token %t4.i39) ]
  %addr4.i47 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %ballot4.i46, ptr addrspace(1) %addr4.i47, align 4
  %k4.next.i48 = add i32 %k4.i37, 1
  call void @op() [ "convergencectrl"(token %t4.i39) ]
  %v5_0.i49 = xor i32 %iv4.i38, 1
  %v5_1.i50 = sub i32 %tid.i1, 1
  %v5_2.i51 = add i32 %iv2.i12, %v5_0.i49
  %v5_3.i52 = add i32 %v5_2.i51, %u.i2
  %addr5.i53 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v5_3.i52, ptr addrspace(1) %addr5.i53, align 4
  %k5.next.i54 = add i32 %k4.next.i48, 1
  %tired5.i55 = icmp sge i32 %k5.next.i54, 64
  %ivc5.i56 = icmp sge i32 %iv4.next.i41, %trip4.i4
  %go5.i57 = select i1 %tired5.i55, i1 true, i1 %ivc5.i56
  br i1 %go5.i57, label %bb2.i9, label %bb4.i35

callee1.exit58:
  call void @plain()
  %t1.i24 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i24) ]
  %v1_0.i25 = sub i32 %tid.i1, %u.i2
  %v1_1.i26 = xor i32 %u.i2, %tid.i1
  %bc1.i27 = icmp ult i32 %u.i2, 21
  %ballot1.i28 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1.i27) [ "convergencectrl"(token %t3) ]
  %addr1.i29 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %ballot1.i28, ptr addrspace(1) %addr1.i29, align 4
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 64
  %ivc6 = icmp sge i32 %iv5.next, %trip5
  %go6 = select i1 %tired6, i1 true, i1 %ivc6
  br i1 %go6, label %bb3, label %bb5

bb7:
  %p7 = phi i32 [ %u, %bb3 ]
  %k7 = phi i32 [ %k3.next, %bb3 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  %v7_0 = xor i32 %u, 7
  %v7_1 = and i32 %u, %v7_0
  %v7_2 = add i32 %p7, 1
  %tid.i59 = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i60 = mul i32 %v7_2, 3
  %trip2.i61 = and i32 %v7_2, 7
  %trip4.i62 = and i32 %tid.i59, 7
  %v0_0.i63 = and i32 %u.i60, %tid.i59
  %v0_1.i64 = add i32 %u.i60, 2
  %v0_2.i65 = sub i32 %v0_1.i64, 6
  %addr0.i66 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %v0_2.i65, ptr addrspace(1) %addr0.i66, align 4
  br label %bb2.i67

bb2.i67:
  %p2.i68 = phi i32 [ %u.i60, %bb7 ], [ %v7_2, %bb4.i93 ]
  %k2.i69 = phi i32 [ 1, %bb7 ], [ %k5.next.i112, %bb4.i93 ]
  %iv2.i70 = phi i32 [ 0, %bb7 ], [ %iv2.next.i73, %bb4.i93 ]
  %t2.i71 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t4) ]
  %t3.i72 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i72) ]
  %iv2.next.i73 = add nuw nsw i32 %iv2.i70, 1
  %v2_0.i74 = sub i32 %u.i60, 6
  %v2_1.i75 = and i32 %u.i60, 3
  %addr2.i76 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %v2_1.i75, ptr addrspace(1) %addr2.i76, align 4
  %k2.next.i77 = add i32 %k2.i69, 1
  %tired2.i78 = icmp sge i32 %k2.next.i77, 64
  %ivc2.i79 = icmp slt i32 %iv2.next.i73, %trip2.i61
  %rested2.i80 = xor i1 %tired2.i78, true
  %go2.i81 = select i1 %ivc2.i79, i1 %rested2.i80, i1 false
  br i1 %go2.i81, label %bb3.i88, label %callee1.exit116

bb3.i88:
  call void @op() [ "convergencectrl"(token %t2.i71) ]
  %v3_0.i89 = and i32 %tid.i59, %v7_2
  %v3_1.i90 = sub i32 %v7_2, 2
  %addr3.i91 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %v3_1.i90, ptr addrspace(1) %addr3.i91, align 4
  %k3.next.i92 = add i32 %k2.next.i77, 1
  br label %bb4.i93

bb4.i93:
  %p4.i94 = phi i32 [ %tid.i59, %bb3.i88 ], [ %v5_1.i108, %bb4.i93 ]
  %k4.i95 = phi i32 [ %k3.next.i92, %bb3.i88 ], [ %k5.next.i112, %bb4.i93 ]
  %iv4.i96 = phi i32 [ 0, %bb3.i88 ], [ %iv4.next.i99, %bb4.i93 ]
  %t4.i97 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2.i71) ]
  %t5.i98 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i98) ]
  %iv4.next.i99 = add nuw nsw i32 %iv4.i96, 1
  %v4_0.i100 = mul i32 %p4.i94, 7
  %v4_1.i101 = sub i32 %iv2.i70, %iv4.i96
  %v4_2.i102 = mul i32 %p4.i94, %iv4.i96
  %bc4.i103 = icmp ult i32 %v4_2.i102, 26
  %ballot4.i104 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4.i103) [ "convergencectrl"(token %t4.i97) ]
  %addr4.i105 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %ballot4.i104, ptr addrspace(1) %addr4.i105, align 4
  %k4.next.i106 = add i32 %k4.i95, 1
  call void @op() [ "convergencectrl"(token %t4.i97) ]
  %v5_0.i107 = xor i32 %iv4.i96, 1
  %v5_1.i108 = sub i32 %tid.i59, 1
  %v5_2.i109 = add i32 %iv2.i70, %v5_0.i107
  %v5_3.i110 = add i32 %v5_2.i109, %u.i60
  %addr5.i111 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %v5_3.i110, ptr addrspace(1) %addr5.i111, align 4
  %k5.next.i112 = add i32 %k4.next.i106, 1
  %tired5.i113 = icmp sge i32 %k5.next.i112, 64
  %ivc5.i114 = icmp sge i32 %iv4.next.i99, %trip4.i62
  %go5.i115 = select i1 %tired5.i113, i1 true, i1 %ivc5.i114
  br i1 %go5.i115, label %bb2.i67, label %bb4.i93

callee1.exit116:
  call void @plain()
  %t1.i82 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i82) ]
  %v1_0.i83 = sub i32 %tid.i59, %u.i60
  %v1_1.i84 = xor i32 %u.i60, %tid.i59
  %bc1.i85 = icmp ult i32 %u.i60, 21
  %ballot1.i86 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1.i85) [ "convergencectrl"(token %t4) ]
  %addr1.i87 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i59
  store i32 %ballot1.i86, ptr addrspace(1) %addr1.i87, align 4
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  br label %bb4
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %tid, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  %v0_0 = and i32 %u, %tid
  %v0_1 = add i32 %u, 2
  %v0_2 = sub i32 %v0_1, 6
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %n, %bb2 ]
  %k1 = phi i32 [ %k2.next, %bb2 ]
  call void @plain()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = sub i32 %tid, %u
  %v1_1 = xor i32 %u, %tid
  %bc1 = icmp ult i32 %u, 21
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %u, %entry ], [ %p5, %bb5 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k5.next, %bb5 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb5 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = sub i32 %u, 6
  %v2_1 = and i32 %u, 3
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_1, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %ivc2 = icmp slt i32 %iv2.next, %trip2
  %rested2 = xor i1 %tired2, true
  %go2 = select i1 %ivc2, i1 %rested2, i1 false
  br i1 %go2, label %bb3, label %bb1

bb3:
  %p3 = phi i32 [ %tid, %bb2 ]
  %k3 = phi i32 [ %k2.next, %bb2 ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v3_0 = and i32 %tid, %n
  %v3_1 = sub i32 %n, 2
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %p3, %bb3 ], [ %v5_1, %bb5 ]
  %k4 = phi i32 [ %k3.next, %bb3 ], [ %k5.next, %bb5 ]
  %iv4 = phi i32 [ 0, %bb3 ], [ %iv4.next, %bb5 ]
  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %t5 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = mul i32 %p4, 7
  %v4_1 = sub i32 %iv2, %iv4
  %v4_2 = mul i32 %p4, %iv4
  %bc4 = icmp ult i32 %v4_2, 26
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t4) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb5

bb5:
  %p5 = phi i32 [ %n, %bb4 ]
  %k5 = phi i32 [ %k4.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t4) ]
  %v5_0 = xor i32 %iv4, 1
  %v5_1 = sub i32 %tid, 1
  %v5_2 = add i32 %iv2, %v5_0
  %v5_3 = add i32 %v5_2, %u
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_3, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv4.next, %trip4
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb2, label %bb4
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
