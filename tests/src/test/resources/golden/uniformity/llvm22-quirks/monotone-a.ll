; expectation: LLVM 22 (opt-22 output, stored in monotone-a.ll.uniformity)
; LLVM 22 quirk: with one more divergent branch (monotone-b.ll), opt-22 reports %p26 and %p27 uniform that it reports divergent here (seed 57).
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = add i32 %u, %tid
  %v0_1 = and i32 %v0_0, 5
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_1, ptr addrspace(1) %addr0, align 4
  br label %bb2

bb1:
  %p1 = phi i32 [ %tid, %bb3 ]
  %v1_0 = mul i32 %u, 5
  %v1_1 = and i32 %tid, %n
  %v1_2 = and i32 %n, %v1_0
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v1_1)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %v3_2, %bb3 ]
  %v2_0 = and i32 %p2, 4
  %v2_1 = and i32 %tid, %p2
  %v2_2 = mul i32 %p2, %tid
  %v2_3 = xor i32 %tid, 6
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_3, ptr addrspace(1) %addr2, align 4
  br label %bb5

bb3:
  %p3 = phi i32 [ %tid, %bb19 ], [ %n, %bb26 ]
  %v3_0 = add i32 %u, 2
  %v3_1 = sub i32 %p3, 4
  %v3_2 = add i32 %u, %tid
  %v3_3 = and i32 %tid, %tid
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %c3 = icmp slt i32 %u, 8
  br i1 %c3, label %bb2, label %bb1

bb4:
  %p4 = phi i32 [ %v6_1, %bb6 ]
  %v4_0 = xor i32 %n, %p4
  %v4_1 = and i32 %tid, %p4
  %v4_2 = xor i32 %n, 6
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_2, ptr addrspace(1) %addr4, align 4
  %c4 = icmp slt i32 %v4_2, 22
  br i1 %c4, label %bb14, label %bb15

bb5:
  %p5 = phi i32 [ %tid, %bb2 ], [ %tid, %bb6 ]
  %v5_0 = and i32 %u, 6
  %v5_1 = mul i32 %v5_0, %tid
  %v5_2 = and i32 %tid, %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  switch i32 %v5_2, label %bb8 [
    i32 1, label %bb9
    i32 2, label %bb16
  ]

bb6:
  %p6 = phi i32 [ %v13_2, %bb13 ]
  %v6_0 = sub i32 %tid, %tid
  %v6_1 = and i32 %n, %p6
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_1, ptr addrspace(1) %addr6, align 4
  %c6 = icmp slt i32 %v6_0, 24
  br i1 %c6, label %bb5, label %bb4

bb7:
  %p7 = phi i32 [ %u, %bb10 ], [ %n, %bb12 ]
  %v7_0 = mul i32 %tid, %p7
  %v7_1 = add i32 %v7_0, %u
  %v7_2 = and i32 %v7_1, %p7
  %v7_3 = sub i32 %v7_0, 5
  %bc7 = icmp ult i32 %n, 40
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7)
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  br label %bb13

bb8:
  %p8 = phi i32 [ %v5_2, %bb5 ]
  %v8_0 = xor i32 %u, %n
  %v8_1 = xor i32 %v8_0, 4
  %v8_2 = and i32 %p8, %p8
  %v8_3 = sub i32 %n, 1
  %bc8 = icmp ult i32 %p8, 17
  %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc8)
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot8, ptr addrspace(1) %addr8, align 4
  br label %bb10

bb9:
  %p9 = phi i32 [ %tid, %bb5 ]
  %v9_0 = add i32 %n, %tid
  %v9_1 = and i32 %v9_0, %p9
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_1, ptr addrspace(1) %addr9, align 4
  br label %bb11

bb10:
  %p10 = phi i32 [ %v8_1, %bb8 ]
  %v10_0 = add i32 %tid, 5
  %v10_1 = and i32 %p10, %p10
  %v10_2 = sub i32 %tid, %n
  %v10_3 = add i32 %v10_0, 2
  %bc10 = icmp ult i32 %tid, 24
  %ballot10 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc10)
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot10, ptr addrspace(1) %addr10, align 4
  br label %bb7

bb11:
  %p11 = phi i32 [ %n, %bb9 ]
  %v11_0 = add i32 %tid, %tid
  %v11_1 = add i32 %n, 1
  %v11_2 = sub i32 %p11, %n
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v11_2, ptr addrspace(1) %addr11, align 4
  br label %bb12

bb12:
  %p12 = phi i32 [ %tid, %bb11 ]
  %v12_0 = mul i32 %n, 1
  %v12_1 = sub i32 %p12, %u
  %v12_2 = mul i32 %tid, %p12
  %v12_3 = mul i32 %v12_1, %p12
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v12_3, ptr addrspace(1) %addr12, align 4
  br label %bb7

bb13:
  %p13 = phi i32 [ %p7, %bb7 ]
  %v13_0 = add i32 %tid, 7
  %v13_1 = and i32 %n, 5
  %v13_2 = sub i32 %v13_1, %n
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v13_2, ptr addrspace(1) %addr13, align 4
  br label %bb6

bb14:
  %p14 = phi i32 [ %p4, %bb4 ]
  %v14_0 = add i32 %n, %u
  %v14_1 = sub i32 %u, %n
  %v14_2 = add i32 %v14_0, %tid
  %bc14 = icmp ult i32 %v14_2, 16
  %ballot14 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc14)
  %addr14 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot14, ptr addrspace(1) %addr14, align 4
  br label %bb17

bb15:
  %p15 = phi i32 [ %p4, %bb4 ]
  %v15_0 = xor i32 %n, %tid
  %v15_1 = and i32 %p15, %u
  %v15_2 = add i32 %p15, 6
  %v15_3 = and i32 %v15_2, %v15_1
  %addr15 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v15_3, ptr addrspace(1) %addr15, align 4
  br label %bb26

bb16:
  %p16 = phi i32 [ %v5_2, %bb5 ], [ %v18_0, %bb18 ]
  %v16_0 = and i32 %tid, %u
  %v16_1 = xor i32 %tid, 4
  %v16_2 = sub i32 %v16_0, %u
  %v16_3 = xor i32 %u, %u
  %addr16 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v16_3, ptr addrspace(1) %addr16, align 4
  br label %bb19

bb17:
  %p17 = phi i32 [ %v14_1, %bb14 ], [ %u, %bb17 ], [ %v18_0, %bb18 ]
  %v17_0 = add i32 %p17, %tid
  %v17_1 = sub i32 %n, 1
  %first17 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u)
  %addr17 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first17, ptr addrspace(1) %addr17, align 4
  %c17 = icmp slt i32 %u, 16
  br i1 %c17, label %bb17, label %bb18

bb18:
  %p18 = phi i32 [ %v17_1, %bb17 ]
  %v18_0 = xor i32 %tid, 5
  %v18_1 = sub i32 %p18, %n
  %v18_2 = add i32 %tid, %tid
  %bc18 = icmp ult i32 %v18_0, 1
  %ballot18 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc18)
  %addr18 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot18, ptr addrspace(1) %addr18, align 4
  %c18 = icmp slt i32 %v18_2, 2
  br i1 %c18, label %bb16, label %bb17

bb19:
  %p19 = phi i32 [ %v16_0, %bb16 ], [ %p23, %bb23 ], [ %n, %bb24 ], [ %u, %bb25 ]
  %v19_0 = add i32 %u, %u
  %v19_1 = xor i32 %p19, %u
  %v19_2 = xor i32 %tid, %v19_0
  %addr19 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v19_2, ptr addrspace(1) %addr19, align 4
  %c19 = icmp slt i32 %p19, 10
  br i1 %c19, label %bb3, label %bb20

bb20:
  %p20 = phi i32 [ %v19_1, %bb19 ]
  %v20_0 = and i32 %tid, 2
  %v20_1 = add i32 %p20, %tid
  %v20_2 = mul i32 %tid, 2
  %v20_3 = mul i32 %v20_1, 7
  %bc20 = icmp ult i32 %v20_0, 1
  %ballot20 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc20)
  %addr20 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot20, ptr addrspace(1) %addr20, align 4
  %c20 = icmp slt i32 %p20, 22
  br i1 %c20, label %bb21, label %bb22

bb21:
  %p21 = phi i32 [ %v20_1, %bb20 ]
  %v21_0 = add i32 %u, 1
  %v21_1 = xor i32 %p21, 6
  %v21_2 = mul i32 %u, %u
  %v21_3 = mul i32 %u, 1
  %addr21 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v21_3, ptr addrspace(1) %addr21, align 4
  br label %bb23

bb22:
  %p22 = phi i32 [ %ballot20, %bb20 ]
  %v22_0 = sub i32 %u, 5
  %v22_1 = sub i32 %tid, %p22
  %first22 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %addr22 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first22, ptr addrspace(1) %addr22, align 4
  switch i32 %u, label %bb25 [
    i32 1, label %bb24
    i32 2, label %bb24
    i32 3, label %bb25
  ]

bb23:
  %p23 = phi i32 [ %v21_3, %bb21 ]
  %v23_0 = sub i32 %n, %n
  %v23_1 = add i32 %n, 4
  %v23_2 = mul i32 %tid, %tid
  %v23_3 = xor i32 %u, %p23
  %addr23 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v23_3, ptr addrspace(1) %addr23, align 4
  br label %bb19

bb24:
  %p24 = phi i32 [ %v22_0, %bb22 ], [ %v22_0, %bb22 ]
  %v24_0 = add i32 %u, 4
  %v24_1 = and i32 %v24_0, 1
  %v24_2 = add i32 %p24, %p24
  %v24_3 = add i32 %tid, %p24
  %addr24 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v24_3, ptr addrspace(1) %addr24, align 4
  br label %bb19

bb25:
  %p25 = phi i32 [ %p22, %bb22 ], [ %p22, %bb22 ]
  %v25_0 = xor i32 %tid, %tid
  %v25_1 = sub i32 %u, %tid
  %v25_2 = mul i32 %n, 6
  %v25_3 = xor i32 %p25, 5
  %first25 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u)
  %addr25 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first25, ptr addrspace(1) %addr25, align 4
  br label %bb19

bb26:
  %p26 = phi i32 [ %n, %bb15 ], [ %first30, %bb30 ]
  %v26_0 = add i32 %u, %tid
  %v26_1 = add i32 %n, 1
  %addr26 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v26_1, ptr addrspace(1) %addr26, align 4
  %c26 = icmp slt i32 %u, 15
  br i1 %c26, label %bb3, label %bb27

bb27:
  %p27 = phi i32 [ %p26, %bb26 ]
  %v27_0 = and i32 %tid, %u
  %v27_1 = xor i32 %v27_0, 7
  %v27_2 = sub i32 %n, 6
  %v27_3 = xor i32 %p27, 3
  %first27 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v27_0)
  %addr27 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first27, ptr addrspace(1) %addr27, align 4
  %c27 = icmp slt i32 %u, 11
  br i1 %c27, label %bb28, label %bb29

bb28:
  %p28 = phi i32 [ %v27_0, %bb27 ], [ %v30_1, %bb30 ]
  %v28_0 = mul i32 %p28, 5
  %v28_1 = xor i32 %v28_0, 4
  %v28_2 = mul i32 %tid, %tid
  %first28 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u)
  %addr28 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first28, ptr addrspace(1) %addr28, align 4
  %c28 = icmp slt i32 %tid, 6
  br i1 %c28, label %bb29, label %bb29

bb29:
  %p29 = phi i32 [ %u, %bb27 ], [ %tid, %bb28 ], [ %tid, %bb28 ]
  %v29_0 = sub i32 %p29, 6
  %v29_1 = xor i32 %n, %v29_0
  %v29_2 = add i32 %v29_0, %n
  %addr29 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v29_2, ptr addrspace(1) %addr29, align 4
  br label %bb31

bb30:
  %p30 = phi i32 [ %tid, %bb31 ]
  %v30_0 = xor i32 %u, 6
  %v30_1 = and i32 %n, 6
  %first30 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v30_0)
  %addr30 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first30, ptr addrspace(1) %addr30, align 4
  %c30 = icmp slt i32 %tid, 22
  br i1 %c30, label %bb26, label %bb28

bb31:
  %p31 = phi i32 [ %u, %bb29 ], [ %v32_0, %bb32 ]
  %v31_0 = add i32 %p31, 7
  %v31_1 = mul i32 %v31_0, %v31_0
  %v31_2 = xor i32 %n, 2
  %addr31 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v31_2, ptr addrspace(1) %addr31, align 4
  %c31 = icmp slt i32 %p31, 13
  br i1 %c31, label %bb32, label %bb30

bb32:
  %p32 = phi i32 [ %p31, %bb31 ]
  %v32_0 = xor i32 %p32, 2
  %v32_1 = mul i32 %v32_0, %tid
  %v32_2 = add i32 %u, %u
  %addr32 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v32_2, ptr addrspace(1) %addr32, align 4
  br label %bb31
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
