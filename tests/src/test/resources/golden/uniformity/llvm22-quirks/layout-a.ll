; expectation: LLVM 22 (opt-22 output, stored in layout-a.ll.uniformity)
; LLVM 22 quirk: this kernel (UniformityInvarianceTest layout seed 224) and layout-b.ll differ only in block order, yet opt-22 marks different values divergent.
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = and i32 %n, %u
  %v0_1 = and i32 %u, 1
  %v0_2 = and i32 %n, 6
  %v0_3 = add i32 %v0_0, %v0_1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %c0 = icmp slt i32 %v0_2, 6
  br i1 %c0, label %bb3, label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb4 ], [ %v36_0, %bb36 ]
  %v1_0 = mul i32 %tid, 7
  %v1_1 = add i32 %n, %p1
  %v1_2 = add i32 %tid, %tid
  %v1_3 = sub i32 %v1_0, %n
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_3, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %u, %bb4 ]
  %v2_0 = sub i32 %n, %p2
  %v2_1 = xor i32 %tid, %n
  %v2_2 = add i32 %p2, %n
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v2_0)
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %c2 = icmp slt i32 %v2_0, 13
  br i1 %c2, label %bb5, label %bb3

bb3:
  %p3 = phi i32 [ %v0_0, %entry ], [ %n, %bb2 ], [ %v6_2, %bb6 ]
  %v3_0 = xor i32 %n, %u
  %v3_1 = sub i32 %tid, 3
  %bc3 = icmp ult i32 %n, 12
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  br label %bb7

bb4:
  %p4 = phi i32 [ %v8_0, %bb8 ]
  %v4_0 = and i32 %u, %u
  %v4_1 = xor i32 %v4_0, 5
  %v4_2 = add i32 %v4_1, 2
  %first4 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p4)
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first4, ptr addrspace(1) %addr4, align 4
  %c4 = icmp slt i32 %p4, 17
  br i1 %c4, label %bb1, label %bb2

bb5:
  %p5 = phi i32 [ %first2, %bb2 ], [ %n, %bb36 ]
  %v5_0 = and i32 %n, %tid
  %v5_1 = xor i32 %n, 4
  %v5_2 = sub i32 %tid, %v5_0
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %c5 = icmp slt i32 %tid, 25
  br i1 %c5, label %bb6, label %bb6

bb6:
  %p6 = phi i32 [ %v5_0, %bb5 ], [ %v5_0, %bb5 ]
  %v6_0 = add i32 %u, %tid
  %v6_1 = xor i32 %tid, 6
  %v6_2 = add i32 %tid, %v6_1
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  br label %bb3

bb7:
  %p7 = phi i32 [ %tid, %bb3 ], [ %p8, %bb8 ], [ %n, %bb35 ]
  %v7_0 = and i32 %u, %p7
  %v7_1 = sub i32 %tid, 1
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v7_1, ptr addrspace(1) %addr7, align 4
  switch i32 %v7_1, label %bb10 [
    i32 1, label %bb9
    i32 2, label %bb10
  ]

bb8:
  %p8 = phi i32 [ %v12_0, %bb12 ], [ %tid, %bb35 ]
  %v8_0 = add i32 %u, 1
  %v8_1 = mul i32 %u, 7
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_1, ptr addrspace(1) %addr8, align 4
  %c8 = icmp slt i32 %v8_0, 25
  br i1 %c8, label %bb4, label %bb7

bb9:
  %p9 = phi i32 [ %n, %bb7 ]
  %v9_0 = xor i32 %n, %p9
  %v9_1 = mul i32 %tid, %u
  %v9_2 = and i32 %v9_1, 4
  %v9_3 = xor i32 %n, 5
  %bc9 = icmp ult i32 %v9_0, 49
  %ballot9 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc9)
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot9, ptr addrspace(1) %addr9, align 4
  br label %bb11

bb10:
  %p10 = phi i32 [ %tid, %bb7 ], [ %tid, %bb7 ]
  %v10_0 = xor i32 %n, %tid
  %v10_1 = and i32 %tid, 6
  %v10_2 = add i32 %v10_0, %v10_0
  %first10 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v10_2)
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first10, ptr addrspace(1) %addr10, align 4
  br label %bb14

bb11:
  %p11 = phi i32 [ %v9_1, %bb9 ], [ %ballot12, %bb12 ]
  %v11_0 = xor i32 %u, 4
  %v11_1 = xor i32 %v11_0, %v11_0
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v11_1, ptr addrspace(1) %addr11, align 4
  br label %bb12

bb12:
  %p12 = phi i32 [ %v11_1, %bb11 ]
  %v12_0 = sub i32 %u, %p12
  %v12_1 = add i32 %v12_0, %v12_0
  %bc12 = icmp ult i32 %v12_1, 49
  %ballot12 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc12)
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot12, ptr addrspace(1) %addr12, align 4
  %c12 = icmp slt i32 %p12, 10
  br i1 %c12, label %bb8, label %bb11

bb13:
  %p13 = phi i32 [ %n, %bb14 ], [ %u, %bb33 ]
  %v13_0 = mul i32 %u, %n
  %v13_1 = mul i32 %u, %v13_0
  %v13_2 = sub i32 %p13, %u
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v13_2, ptr addrspace(1) %addr13, align 4
  br label %bb35

bb14:
  %p14 = phi i32 [ %u, %bb10 ], [ %v29_2, %bb29 ], [ %v31_1, %bb31 ], [ %v32_3, %bb32 ], [ %v32_3, %bb32 ], [ %n, %bb33 ]
  %v14_0 = sub i32 %p14, %p14
  %v14_1 = xor i32 %v14_0, %n
  %v14_2 = xor i32 %tid, %u
  %addr14 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v14_2, ptr addrspace(1) %addr14, align 4
  %c14 = icmp slt i32 %u, 1
  br i1 %c14, label %bb15, label %bb13

bb15:
  %p15 = phi i32 [ %n, %bb14 ]
  %v15_0 = and i32 %u, 2
  %v15_1 = and i32 %p15, %v15_0
  %v15_2 = add i32 %v15_1, 5
  %v15_3 = and i32 %u, 3
  %addr15 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v15_3, ptr addrspace(1) %addr15, align 4
  %c15 = icmp slt i32 %u, 30
  br i1 %c15, label %bb16, label %bb17

bb16:
  %p16 = phi i32 [ %p15, %bb15 ]
  %v16_0 = sub i32 %n, %p16
  %v16_1 = and i32 %v16_0, %v16_0
  %addr16 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v16_1, ptr addrspace(1) %addr16, align 4
  br label %bb19

bb17:
  %p17 = phi i32 [ %v15_0, %bb15 ]
  %v17_0 = mul i32 %p17, %u
  %v17_1 = sub i32 %u, %tid
  %v17_2 = add i32 %tid, 1
  %v17_3 = add i32 %tid, 4
  %bc17 = icmp ult i32 %v17_3, 3
  %ballot17 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc17)
  %addr17 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot17, ptr addrspace(1) %addr17, align 4
  %c17 = icmp slt i32 %u, 7
  br i1 %c17, label %bb34, label %bb34

bb18:
  %p18 = phi i32 [ %p19, %bb19 ]
  %v18_0 = sub i32 %n, 2
  %v18_1 = add i32 %p18, 4
  %v18_2 = mul i32 %v18_1, %u
  %v18_3 = xor i32 %v18_1, %p18
  %bc18 = icmp ult i32 %tid, 20
  %ballot18 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc18)
  %addr18 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot18, ptr addrspace(1) %addr18, align 4
  switch i32 %v18_2, label %bb29 [
    i32 1, label %bb30
    i32 2, label %bb30
  ]

bb19:
  %p19 = phi i32 [ %v16_1, %bb16 ], [ %first23, %bb23 ]
  %v19_0 = sub i32 %p19, %tid
  %v19_1 = sub i32 %p19, 6
  %v19_2 = sub i32 %tid, 5
  %addr19 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v19_2, ptr addrspace(1) %addr19, align 4
  switch i32 %p19, label %bb18 [
    i32 1, label %bb20
    i32 2, label %bb29
  ]

bb20:
  %p20 = phi i32 [ %n, %bb19 ]
  %v20_0 = and i32 %u, %u
  %v20_1 = and i32 %n, %tid
  %v20_2 = sub i32 %u, 6
  %bc20 = icmp ult i32 %n, 35
  %ballot20 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc20)
  %addr20 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot20, ptr addrspace(1) %addr20, align 4
  %c20 = icmp slt i32 %tid, 16
  br i1 %c20, label %bb22, label %bb21

bb21:
  %p21 = phi i32 [ %ballot20, %bb20 ], [ %v23_2, %bb23 ]
  %v21_0 = and i32 %u, 7
  %v21_1 = sub i32 %n, %tid
  %v21_2 = mul i32 %v21_1, %v21_0
  %addr21 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v21_2, ptr addrspace(1) %addr21, align 4
  br label %bb24

bb22:
  %p22 = phi i32 [ %v20_1, %bb20 ], [ %u, %bb25 ]
  %v22_0 = xor i32 %p22, 7
  %v22_1 = mul i32 %p22, 3
  %bc22 = icmp ult i32 %p22, 26
  %ballot22 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc22)
  %addr22 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot22, ptr addrspace(1) %addr22, align 4
  br label %bb27

bb23:
  %p23 = phi i32 [ %n, %bb28 ]
  %v23_0 = sub i32 %tid, 4
  %v23_1 = add i32 %u, 4
  %v23_2 = add i32 %tid, 2
  %first23 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v23_1)
  %addr23 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first23, ptr addrspace(1) %addr23, align 4
  %c23 = icmp slt i32 %v23_2, 21
  br i1 %c23, label %bb21, label %bb19

bb24:
  %p24 = phi i32 [ %n, %bb21 ], [ %n, %bb25 ]
  %v24_0 = and i32 %n, 5
  %v24_1 = and i32 %tid, %v24_0
  %v24_2 = add i32 %u, %p24
  %bc24 = icmp ult i32 %p24, 46
  %ballot24 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc24)
  %addr24 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot24, ptr addrspace(1) %addr24, align 4
  br label %bb26

bb25:
  %p25 = phi i32 [ %v26_1, %bb26 ]
  %v25_0 = add i32 %u, 3
  %v25_1 = sub i32 %v25_0, 1
  %addr25 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v25_1, ptr addrspace(1) %addr25, align 4
  %c25 = icmp slt i32 %u, 29
  br i1 %c25, label %bb24, label %bb22

bb26:
  %p26 = phi i32 [ %n, %bb24 ]
  %v26_0 = sub i32 %n, %p26
  %v26_1 = sub i32 %n, %p26
  %v26_2 = mul i32 %tid, %v26_1
  %addr26 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v26_2, ptr addrspace(1) %addr26, align 4
  br label %bb25

bb27:
  %p27 = phi i32 [ %u, %bb22 ], [ %tid, %bb27 ], [ %u, %bb28 ]
  %v27_0 = add i32 %tid, 4
  %v27_1 = add i32 %tid, %tid
  %v27_2 = sub i32 %tid, 6
  %v27_3 = mul i32 %v27_0, 6
  %addr27 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v27_3, ptr addrspace(1) %addr27, align 4
  %c27 = icmp slt i32 %v27_2, 4
  br i1 %c27, label %bb28, label %bb27

bb28:
  %p28 = phi i32 [ %p27, %bb27 ]
  %v28_0 = xor i32 %u, %u
  %v28_1 = and i32 %tid, 3
  %v28_2 = xor i32 %u, 1
  %v28_3 = sub i32 %v28_2, 3
  %bc28 = icmp ult i32 %v28_2, 62
  %ballot28 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc28)
  %addr28 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot28, ptr addrspace(1) %addr28, align 4
  %c28 = icmp slt i32 %u, 6
  br i1 %c28, label %bb27, label %bb23

bb29:
  %p29 = phi i32 [ %v18_0, %bb18 ], [ %v19_2, %bb19 ]
  %v29_0 = and i32 %p29, %u
  %v29_1 = sub i32 %u, %n
  %v29_2 = add i32 %v29_0, %n
  %v29_3 = and i32 %v29_2, %p29
  %addr29 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v29_3, ptr addrspace(1) %addr29, align 4
  %c29 = icmp slt i32 %v29_2, 27
  br i1 %c29, label %bb14, label %bb31

bb30:
  %p30 = phi i32 [ %p18, %bb18 ], [ %p18, %bb18 ]
  %v30_0 = mul i32 %p30, 2
  %v30_1 = add i32 %n, %v30_0
  %first30 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v30_1)
  %addr30 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first30, ptr addrspace(1) %addr30, align 4
  %c30 = icmp slt i32 %u, 20
  br i1 %c30, label %bb32, label %bb32

bb31:
  %p31 = phi i32 [ %tid, %bb29 ], [ %v31_1, %bb31 ]
  %v31_0 = xor i32 %tid, %u
  %v31_1 = and i32 %n, %n
  %v31_2 = and i32 %p31, %v31_0
  %addr31 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v31_2, ptr addrspace(1) %addr31, align 4
  %c31 = icmp slt i32 %v31_2, 2
  br i1 %c31, label %bb31, label %bb14

bb32:
  %p32 = phi i32 [ %first30, %bb30 ], [ %first30, %bb30 ]
  %v32_0 = and i32 %tid, %n
  %v32_1 = mul i32 %v32_0, 6
  %v32_2 = and i32 %u, 2
  %v32_3 = xor i32 %p32, 5
  %addr32 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v32_3, ptr addrspace(1) %addr32, align 4
  %c32 = icmp slt i32 %u, 24
  br i1 %c32, label %bb14, label %bb14

bb33:
  %p33 = phi i32 [ %ballot34, %bb34 ]
  %v33_0 = xor i32 %tid, 7
  %v33_1 = sub i32 %u, 1
  %v33_2 = xor i32 %v33_0, 7
  %addr33 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v33_2, ptr addrspace(1) %addr33, align 4
  %c33 = icmp slt i32 %u, 5
  br i1 %c33, label %bb14, label %bb13

bb34:
  %p34 = phi i32 [ %v17_2, %bb17 ], [ %v17_2, %bb17 ]
  %v34_0 = and i32 %u, %u
  %v34_1 = sub i32 %v34_0, 3
  %v34_2 = add i32 %v34_0, %u
  %bc34 = icmp ult i32 %v34_0, 44
  %ballot34 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc34)
  %addr34 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot34, ptr addrspace(1) %addr34, align 4
  br label %bb33

bb35:
  %p35 = phi i32 [ %u, %bb13 ]
  %v35_0 = xor i32 %n, %n
  %v35_1 = xor i32 %v35_0, %u
  %v35_2 = mul i32 %n, 7
  %v35_3 = and i32 %v35_0, %v35_1
  %first35 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %addr35 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first35, ptr addrspace(1) %addr35, align 4
  %c35 = icmp slt i32 %u, 13
  br i1 %c35, label %bb8, label %bb7

bb36:
  %v36_0 = sub i32 %u, %n
  %v36_1 = mul i32 %n, %v36_0
  %v36_2 = add i32 %n, %tid
  %addr36 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v36_2, ptr addrspace(1) %addr36, align 4
  %c36 = icmp slt i32 %v36_0, 5
  br i1 %c36, label %bb5, label %bb1

bb37:
  %v37_0 = and i32 %tid, %u
  %v37_1 = add i32 %u, 2
  %addr37 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v37_1, ptr addrspace(1) %addr37, align 4
  ret void

bb38:
  %v38_0 = sub i32 %tid, %tid
  %v38_1 = and i32 %n, %n
  %v38_2 = mul i32 %u, 7
  %v38_3 = sub i32 %v38_1, %v38_0
  %addr38 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v38_3, ptr addrspace(1) %addr38, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
