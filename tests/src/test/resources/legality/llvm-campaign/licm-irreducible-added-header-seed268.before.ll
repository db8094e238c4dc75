; LlvmCampaignMain (CampaignKernels) seed 268, no tokens; after.ll is opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=licm
; open class 2 of docs/findings.md: LoopSimplify's preheader heads the irreducible cycle under one of the
; transformed program's hierarchies (a header on the split edges that the original lacks)
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = xor i32 %u, 4
  %v0_1 = xor i32 %v0_0, 7
  %v0_2 = and i32 %tid, 3
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 12
  %sw0 = select i1 %tired0, i32 0, i32 %u
  switch i32 %sw0, label %bb3 [
    i32 1, label %bb2
    i32 2, label %bb2
    i32 3, label %bb2
    i32 4, label %bb3
  ]

bb1:
  %p1 = phi i32 [ %u, %bb7 ], [ %u, %bb10 ]
  %k1 = phi i32 [ %k7.next, %bb7 ], [ %k10.next, %bb10 ]
  %v1_0 = add i32 %p1, %p1
  %v1_1 = xor i32 %v1_0, 3
  %v1_2 = sub i32 %u, 6
  %v1_3 = xor i32 %tid, %n
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u)
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %v0_0, %entry ], [ %v0_0, %entry ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ], [ %k0.next, %entry ]
  %v2_0 = xor i32 %p2, %p2
  %v2_1 = mul i32 %u, 6
  %v2_2 = add i32 %v2_0, %tid
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 12
  %sw2 = select i1 %tired2, i32 2, i32 %tid
  switch i32 %sw2, label %bb4 [
    i32 1, label %bb5
    i32 2, label %bb6
    i32 3, label %bb6
  ]

bb3:
  %p3 = phi i32 [ %u, %entry ], [ %u, %entry ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k0.next, %entry ]
  %v3_0 = mul i32 %tid, 5
  %v3_1 = sub i32 %tid, %v3_0
  %v3_2 = xor i32 %p3, %p3
  %v3_3 = and i32 %v3_0, 5
  %bc3 = icmp ult i32 %u, 53
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3)
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  br label %bb11

bb4:
  %p4 = phi i32 [ %tid, %bb2 ], [ %v7_1, %bb7 ], [ %n, %bb8 ]
  %k4 = phi i32 [ %k2.next, %bb2 ], [ %k7.next, %bb7 ], [ %k8.next, %bb8 ]
  %v4_0 = mul i32 %tid, %u
  %v4_1 = mul i32 %p4, 3
  %v4_2 = xor i32 %p4, %tid
  %v4_3 = sub i32 %tid, 5
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_3, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  br label %bb8

bb5:
  %p5 = phi i32 [ %p2, %bb2 ], [ %v8_0, %bb8 ]
  %k5 = phi i32 [ %k2.next, %bb2 ], [ %k8.next, %bb8 ]
  %v5_0 = sub i32 %p5, %u
  %v5_1 = sub i32 %n, 6
  %v5_2 = sub i32 %v5_1, 3
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_2, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %p6 = phi i32 [ %tid, %bb2 ], [ %tid, %bb2 ], [ %v5_0, %bb5 ]
  %k6 = phi i32 [ %k2.next, %bb2 ], [ %k2.next, %bb2 ], [ %k5.next, %bb5 ]
  %v6_0 = and i32 %n, %n
  %v6_1 = add i32 %p6, %v6_0
  %v6_2 = sub i32 %p6, %tid
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_2, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k6, 1
  br label %bb9

bb7:
  %p7 = phi i32 [ %v9_0, %bb9 ]
  %k7 = phi i32 [ %k9.next, %bb9 ]
  %v7_0 = add i32 %p7, %p7
  %v7_1 = and i32 %v7_0, 2
  %v7_2 = mul i32 %v7_0, 1
  %v7_3 = add i32 %tid, %u
  %bc7 = icmp ult i32 %v7_1, 10
  %ballot7 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc7)
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot7, ptr addrspace(1) %addr7, align 4
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 12
  %c7 = icmp slt i32 %p7, 26
  %go7 = select i1 %tired7, i1 false, i1 %c7
  br i1 %go7, label %bb4, label %bb1

bb8:
  %p8 = phi i32 [ %v4_1, %bb4 ]
  %k8 = phi i32 [ %k4.next, %bb4 ]
  %v8_0 = and i32 %tid, %tid
  %v8_1 = sub i32 %p8, %n
  %v8_2 = add i32 %v8_1, 1
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v8_2, ptr addrspace(1) %addr8, align 4
  %k8.next = add i32 %k8, 1
  %tired8 = icmp sge i32 %k8.next, 12
  %c8 = icmp slt i32 %v8_2, 15
  %go8 = select i1 %tired8, i1 false, i1 %c8
  br i1 %go8, label %bb4, label %bb5

bb9:
  %p9 = phi i32 [ %v6_2, %bb6 ]
  %k9 = phi i32 [ %k6.next, %bb6 ]
  %v9_0 = sub i32 %u, 3
  %v9_1 = and i32 %p9, 2
  %v9_2 = mul i32 %v9_0, %tid
  %v9_3 = mul i32 %v9_1, 3
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v9_3, ptr addrspace(1) %addr9, align 4
  %k9.next = add i32 %k9, 1
  br label %bb7

bb10:
  %p10 = phi i32 [ %p12, %bb12 ]
  %k10 = phi i32 [ %k12.next, %bb12 ]
  %v10_0 = xor i32 %u, %n
  %v10_1 = sub i32 %u, %n
  %v10_2 = xor i32 %u, 3
  %bc10 = icmp ult i32 %tid, 21
  %ballot10 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc10)
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot10, ptr addrspace(1) %addr10, align 4
  %k10.next = add i32 %k10, 1
  br label %bb1

bb11:
  %p11 = phi i32 [ %v3_3, %bb3 ]
  %k11 = phi i32 [ %k3.next, %bb3 ]
  %v11_0 = mul i32 %p11, %n
  %v11_1 = mul i32 %tid, %n
  %v11_2 = and i32 %p11, 5
  %v11_3 = mul i32 %tid, 6
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v11_3, ptr addrspace(1) %addr11, align 4
  %k11.next = add i32 %k11, 1
  br label %bb12

bb12:
  %p12 = phi i32 [ %v11_0, %bb11 ]
  %k12 = phi i32 [ %k11.next, %bb11 ]
  %v12_0 = xor i32 %p12, 7
  %v12_1 = xor i32 %p12, %v12_0
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v12_1, ptr addrspace(1) %addr12, align 4
  %k12.next = add i32 %k12, 1
  br label %bb10
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
