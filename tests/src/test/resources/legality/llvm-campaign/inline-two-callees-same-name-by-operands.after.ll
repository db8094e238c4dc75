source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %trip25 = and i32 %n, 3
  %trip27 = and i32 %n, 7
  %trip29 = and i32 %tid, 3
  %trip6 = and i32 %tid, 15
  %trip15 = and i32 %tid, 15
  %v0_0 = sub i32 %u, 1
  %v0_1 = mul i32 %u, 5
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_0)
  %tid.i = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i = mul i32 %v0_1, 3
  %trip2.i = and i32 %tid.i, 3
  %trip8.i = and i32 %v0_1, 3
  %v0_0.i = add i32 %u.i, 7
  %v0_1.i = mul i32 %tid.i, %tid.i
  %v0_2.i = and i32 %v0_0.i, 2
  %addr0.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v0_2.i, ptr addrspace(1) %addr0.i, align 4
  %v2_0.i = xor i32 %tid.i, 5
  %v2_1.i = mul i32 %tid.i, %u.i
  %v2_2.i = xor i32 %u.i, 3
  %v2_3.i = mul i32 %u.i, 4
  %addr2.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %v2_3.i, ptr addrspace(1) %addr2.i, align 4
  %c2.i = icmp slt i32 %u.i, 26
  br i1 %c2.i, label %bb4.i, label %bb5.i

bb4.i:
  %v4_0.i = mul i32 %tid.i, 4
  %v4_1.i = and i32 %u.i, 5
  %v4_2.i = xor i32 %v0_1, 6
  %v4_3.i = sub i32 %u.i, %v0_1
  %first4.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %addr4.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %first4.i, ptr addrspace(1) %addr4.i, align 4
  br label %callee1.exit

bb5.i:
  %v5_0.i = xor i32 %tid.i, %v0_1
  %v5_2.i = xor i32 %v0_1, %u.i
  %v5_3.i = xor i32 %u.i, 3
  %first5.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_0.i)
  %addr5.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i
  store i32 %first5.i, ptr addrspace(1) %addr5.i, align 4
  br label %callee1.exit

callee1.exit:
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %iv2.next = add nuw nsw i32 0, 1
  %v2_0 = xor i32 0, 6
  %v2_1 = and i32 %tid, 6
  %v2_2 = and i32 %u, %u
  %tid.i1 = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i2 = mul i32 %v2_1, 3
  %trip2.i3 = and i32 %tid.i1, 3
  %trip8.i4 = and i32 %v2_1, 3
  %v0_0.i5 = add i32 %u.i2, 7
  %v0_1.i6 = mul i32 %tid.i1, %tid.i1
  %v0_2.i7 = and i32 %v0_0.i5, 2
  %addr0.i8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v0_2.i7, ptr addrspace(1) %addr0.i8, align 4
  %v2_0.i9 = xor i32 %tid.i1, 5
  %v2_1.i10 = mul i32 %tid.i1, %u.i2
  %v2_2.i11 = xor i32 %u.i2, 3
  %v2_3.i12 = mul i32 %u.i2, 4
  %addr2.i13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %v2_3.i12, ptr addrspace(1) %addr2.i13, align 4
  %c2.i14 = icmp slt i32 %u.i2, 26
  br i1 %c2.i14, label %bb4.i21, label %bb5.i15

bb4.i21:
  %v4_0.i22 = mul i32 %tid.i1, 4
  %v4_1.i23 = and i32 %u.i2, 5
  %v4_2.i24 = xor i32 %v2_1, 6
  %v4_3.i25 = sub i32 %u.i2, %v2_1
  %first4.i26 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %addr4.i27 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %first4.i26, ptr addrspace(1) %addr4.i27, align 4
  br label %callee1.exit28

bb5.i15:
  %v5_0.i16 = xor i32 %tid.i1, %v2_1
  %v5_2.i17 = xor i32 %v2_1, %u.i2
  %v5_3.i18 = xor i32 %u.i2, 3
  %first5.i19 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_0.i16)
  %addr5.i20 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i1
  store i32 %first5.i19, ptr addrspace(1) %addr5.i20, align 4
  br label %callee1.exit28

callee1.exit28:
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k0.next, 1
  %iv6.next = add nuw nsw i32 0, 1
  %v6_0 = and i32 %tid, 5
  %v6_1 = sub i32 %tid, 4
  %v6_2 = sub i32 %tid, %u
  %v6_3 = sub i32 %v6_2, 4
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_0)
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first6, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k2.next, 1
  %v7_0 = mul i32 0, 0
  %v7_1 = add i32 0, 3
  %v7_2 = xor i32 %v6_1, %v6_1
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_2, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k6.next, 1
  %tired7 = icmp sge i32 %k7.next, 64
  %ivc7 = icmp slt i32 %iv6.next, %trip6
  %rested7 = xor i1 %tired7, true
  %go7 = select i1 %ivc7, i1 %rested7, i1 false
  %v5_0 = sub i32 %u, 3
  %v5_1 = sub i32 %u, 7
  %bc5 = icmp ult i32 %n, 62
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k7.next, 1
  br label %bb9

bb8:
  %p8 = phi i32 [ %n, %bb9 ]
  %k8 = phi i32 [ %k9.next, %bb9 ]
  %v8_0 = add i32 0, %tid
  %v8_1 = xor i32 0, %tid
  %v8_2 = xor i32 %n, %u
  %v8_3 = sub i32 %u, %u
  %bc8 = icmp ult i32 %v8_1, 14
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8)
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %v13_0 = and i32 %v8_1, %u
  %v13_1 = sub i32 %v13_0, 0
  %tid.i57 = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i58 = mul i32 %tid, 3
  %trip2.i59 = and i32 %tid, 15
  %v0_0.i60 = sub i32 %tid, %tid.i57
  %v0_1.i61 = mul i32 %u.i58, %u.i58
  %addr0.i63 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 0, ptr addrspace(1) %addr0.i63, align 4
  br label %bb2.i

bb9:
  %p9 = phi i32 [ 0, %callee1.exit28 ], [ %v11_1, %callee1.exit56 ]
  %k9 = phi i32 [ %k5.next, %callee1.exit28 ], [ %k11.next, %callee1.exit56 ]
  %v9_0 = sub i32 0, %n
  %v9_1 = and i32 %u, 0
  %bc9 = icmp ult i32 %u, 54
  %ballot9 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc9)
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot9, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %c9 = icmp slt i32 %u, 27
  %go9 = select i1 %tired9, i1 false, i1 %c9
  br i1 %go9, label %bb10, label %bb8

bb10:
  %p10 = phi i32 [ %n, %bb9 ]
  %k10 = phi i32 [ %k9.next, %bb9 ]
  %v10_0 = sub i32 %p10, 4
  %v10_1 = add i32 %n, %v10_0
  %v10_2 = and i32 %v10_1, %u
  %v10_3 = add i32 %tid, 2
  %tid.i29 = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i30 = mul i32 %v10_1, 3
  %trip2.i31 = and i32 %tid.i29, 3
  %trip8.i32 = and i32 %v10_1, 3
  %v0_0.i33 = add i32 %u.i30, 7
  %v0_1.i34 = mul i32 %tid.i29, %tid.i29
  %v0_2.i35 = and i32 %v0_0.i33, 2
  %addr0.i36 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i29
  store i32 %v0_2.i35, ptr addrspace(1) %addr0.i36, align 4
  %v2_0.i37 = xor i32 %tid.i29, 5
  %v2_1.i38 = mul i32 %tid.i29, %u.i30
  %v2_2.i39 = xor i32 %u.i30, 3
  %v2_3.i40 = mul i32 %u.i30, 4
  %addr2.i41 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i29
  store i32 %v2_3.i40, ptr addrspace(1) %addr2.i41, align 4
  %c2.i42 = icmp slt i32 %u.i30, 26
  br i1 %c2.i42, label %bb4.i49, label %bb5.i43

bb4.i49:
  %v4_0.i50 = mul i32 %tid.i29, 4
  %v4_1.i51 = and i32 %u.i30, 5
  %v4_2.i52 = xor i32 %v10_1, 6
  %v4_3.i53 = sub i32 %u.i30, %v10_1
  %first4.i54 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %addr4.i55 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i29
  store i32 %first4.i54, ptr addrspace(1) %addr4.i55, align 4
  br label %callee1.exit56

bb5.i43:
  %v5_0.i44 = xor i32 %tid.i29, %v10_1
  %v5_2.i45 = xor i32 %v10_1, %u.i30
  %v5_3.i46 = xor i32 %u.i30, 3
  %first5.i47 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_0.i44)
  %addr5.i48 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i29
  store i32 %first5.i47, ptr addrspace(1) %addr5.i48, align 4
  br label %callee1.exit56

callee1.exit56:
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v10_3, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  %v11_0 = mul i32 %v10_3, %tid
  %v11_1 = mul i32 %v11_0, 4
  %bc11 = icmp ult i32 %n, 20
  %ballot11 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc11)
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot11, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k10.next, 1
  %tired11 = icmp sge i32 %k11.next, 64
  %c11 = icmp slt i32 %v11_0, 3
  %go11 = select i1 %tired11, i1 true, i1 %c11
  br label %bb9

bb2.i:
  %p2.i = phi i32 [ %tid.i57, %bb8 ], [ %v3_0.i, %bb2.i ]
  %k2.i = phi i32 [ 1, %bb8 ], [ %k3.next.i, %bb2.i ]
  %iv2.i = phi i32 [ 0, %bb8 ], [ %iv2.next.i, %bb2.i ]
  %iv2.next.i = add nuw nsw i32 %iv2.i, 1
  %v2_2.i66 = sub i32 %tid, %u.i58
  %addr2.i67 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 %v2_2.i66, ptr addrspace(1) %addr2.i67, align 4
  %k2.next.i = add i32 %k2.i, 1
  %v4_0.i69 = add i32 %tid.i57, 7
  %v4_1.i70 = xor i32 %iv2.i, 5
  %addr4.i71 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 %v4_1.i70, ptr addrspace(1) %addr4.i71, align 4
  %k4.next.i = add i32 %k2.next.i, 1
  %v5_0.i73 = xor i32 %iv2.i, 2
  %v5_1.i = mul i32 %tid.i57, %tid
  %v5_2.i74 = add i32 %iv2.i, %v5_1.i
  %v5_3.i75 = add i32 %tid, %iv2.i
  %first5.i76 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2.i)
  %addr5.i77 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 %first5.i76, ptr addrspace(1) %addr5.i77, align 4
  %k5.next.i = add i32 %k4.next.i, 1
  %v3_0.i = sub i32 %tid, %v5_0.i73
  %v3_1.i = sub i32 %tid.i57, %v3_0.i
  %addr3.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 %v3_1.i, ptr addrspace(1) %addr3.i, align 4
  %k3.next.i = add i32 %k5.next.i, 1
  %tired3.i = icmp sge i32 %k3.next.i, 64
  %ivc3.i = icmp sge i32 %iv2.next.i, %trip2.i59
  %go3.i = select i1 %tired3.i, i1 true, i1 %ivc3.i
  br i1 %go3.i, label %callee0.exit, label %bb2.i

callee0.exit:
  %v1_0.i = xor i32 %tid.i57, 7
  %v1_1.i = add i32 %tid.i57, %u.i58
  %v1_2.i = add i32 %tid, 4
  %bc1.i = icmp ult i32 %tid.i57, 50
  %ballot1.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1.i)
  %addr1.i = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid.i57
  store i32 %ballot1.i, ptr addrspace(1) %addr1.i, align 4
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v13_1, ptr addrspace(1) %addr13, align 4
  %k13.next = add i32 %k8.next, 1
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 15
  %v0_0 = sub i32 %n, %tid
  %v0_1 = mul i32 %u, %u
  %v0_2 = sub i32 %v0_0, %v0_0
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb2 ]
  %k1 = phi i32 [ %k3.next, %bb2 ]
  %v1_0 = xor i32 %tid, 7
  %v1_1 = add i32 %tid, %u
  %v1_2 = add i32 %n, 4
  %bc1 = icmp ult i32 %tid, 50
  %ballot1 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc1)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v3_0, %bb2 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb2 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb2 ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = and i32 %u, %u
  %v2_1 = sub i32 %u, %v2_0
  %v2_2 = sub i32 %n, %u
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %v4_0 = add i32 %tid, 7
  %v4_1 = xor i32 %iv2, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k2.next, 1
  %v5_0 = xor i32 %iv2, 2
  %v5_1 = mul i32 %tid, %n
  %v5_2 = add i32 %iv2, %v5_1
  %v5_3 = add i32 %n, %iv2
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %iv2)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k4.next, 1
  %v3_0 = sub i32 %n, %v5_0
  %v3_1 = sub i32 %tid, %v3_0
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_1, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k5.next, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp sge i32 %iv2.next, %trip2
  %go3 = select i1 %tired3, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 3
  %trip8 = and i32 %n, 3
  %v0_0 = add i32 %u, 7
  %v0_1 = mul i32 %tid, %tid
  %v0_2 = and i32 %v0_0, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %iv2.next = add nuw nsw i32 0, 1
  %v2_0 = xor i32 %tid, 5
  %v2_1 = mul i32 %tid, %u
  %v2_2 = xor i32 %u, 3
  %v2_3 = mul i32 %u, 4
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k0.next, 1
  %tired2 = icmp sge i32 %k2.next, 64
  %c2 = icmp slt i32 %u, 26
  %go2 = select i1 %tired2, i1 true, i1 %c2
  br i1 %go2, label %bb4, label %bb5

common.ret:
  ret void

bb4:
  %p4 = phi i32 [ 0, %entry ]
  %k4 = phi i32 [ %k2.next, %entry ]
  %v4_0 = mul i32 %tid, 4
  %v4_1 = and i32 %u, 5
  %v4_2 = xor i32 %n, 6
  %v4_3 = sub i32 %u, %n
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %common.ret

bb5:
  %p5 = phi i32 [ 0, %entry ]
  %k5 = phi i32 [ %k2.next, %entry ]
  %v5_0 = xor i32 %tid, %n
  %v5_1 = xor i32 %p5, %u
  %v5_2 = xor i32 %n, %u
  %v5_3 = xor i32 %u, 3
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_0)
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %common.ret
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
