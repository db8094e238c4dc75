; LlvmCampaignMain (CampaignKernels) seed 306, no tokens; after.ll is opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=licm
; open class 2 of docs/findings.md: LoopSimplify's preheader heads the irreducible cycle under one of the
; transformed program's hierarchies (a header on the split edges that the original lacks)
source_filename = "/tmp/cvg-fuzz-4194686111640731087/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %v0_0 = sub i32 %tid, 5
  %v0_1 = sub i32 %u, 1
  %v0_2 = add i32 %tid, %v0_1
  %v0_3 = and i32 %v0_1, 2
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %c2 = icmp slt i32 %u, 21
  %v4_1 = mul i32 %u, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %c4 = icmp slt i32 %v4_1, 26
  %v6_0 = mul i32 %n, %n
  %v6_1 = mul i32 %n, %v6_0
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v9_3 = mul i32 %tid, 1
  %addr9 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v12_1 = add i32 %u, %u
  %addr12 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr14 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %bc16 = icmp ult i32 %n, 45
  %v15_1 = add i32 %u, %u
  %v15_3 = xor i32 %n, %v15_1
  %c15 = icmp slt i32 %tid, 19
  %v13_2 = and i32 %n, 4
  %addr13 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %c13 = icmp slt i32 %tid, 13
  %addr10 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %v7_0 = mul i32 %u, 3
  %v7_3 = xor i32 %n, %u
  %addr7 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %c7 = icmp slt i32 %tid, 1
  %v3_1 = add i32 %n, 4
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %c3 = icmp slt i32 %u, 5
  %bc5 = icmp ult i32 %tid, 8
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr8 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %addr11 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  br label %bb2

bb1.loopexit:
  %k3.next.lcssa = phi i32 [ %k3.next, %bb3 ]
  store i32 %v3_1, ptr addrspace(1) %addr2, align 4
  br label %bb1

bb1:
  %p1 = phi i32 [ %u, %bb19 ], [ %u, %bb19 ], [ %n, %bb1.loopexit ]
  %k1 = phi i32 [ %k19.next, %bb19 ], [ %k19.next, %bb19 ], [ %k3.next.lcssa, %bb1.loopexit ]
  %v1_0 = sub i32 %u, 6
  %v1_1 = sub i32 %v1_0, %tid
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_0, %entry ], [ %n, %bb3 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb3 ]
  %v2_0 = mul i32 %p2, 7
  %v2_1 = sub i32 %v2_0, %n
  %k2.next = add i32 %k2, 1
  %tired2 = icmp sge i32 %k2.next, 12
  %go2 = select i1 %tired2, i1 false, i1 %c2
  br i1 %go2, label %bb4, label %bb3

bb3:
  %k3 = phi i32 [ %k2.next, %bb2 ], [ %k7.next, %bb7 ]
  %k3.next = add i32 %k3, 1
  %tired3 = icmp sge i32 %k3.next, 12
  %go3 = select i1 %tired3, i1 true, i1 %c3
  br i1 %go3, label %bb1.loopexit, label %bb2

bb4:
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 12
  %go4 = select i1 %tired4, i1 true, i1 %c4
  br i1 %go4, label %bb6, label %bb5

bb5:
  %k5 = phi i32 [ %k4.next, %bb4 ], [ %k7.next, %bb7 ]
  %ballot5 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc5)
  %k5.next = add i32 %k5, 1
  br label %bb6

bb6:
  %k6 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb5 ]
  %first6 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v6_1)
  %k6.next = add i32 %k6, 1
  %tired6 = icmp sge i32 %k6.next, 12
  %sw6 = select i1 %tired6, i32 2, i32 %tid
  switch i32 %sw6, label %bb9 [
    i32 1, label %bb8
    i32 2, label %bb14.preheader
  ]

bb7:
  %k7 = phi i32 [ %k10.next, %bb10 ]
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v7_0)
  %k7.next = add i32 %k7, 1
  %tired7 = icmp sge i32 %k7.next, 12
  %go7 = select i1 %tired7, i1 false, i1 %c7
  br i1 %go7, label %bb5, label %bb3

bb8:
  %p8 = phi i32 [ %tid, %bb6 ], [ %v10_2, %bb10 ]
  %k8 = phi i32 [ %k6.next, %bb6 ], [ %k10.next, %bb10 ]
  %v8_0 = sub i32 %p8, %p8
  %v8_2 = sub i32 %p8, 7
  %v8_3 = xor i32 %n, %v8_0
  %k8.next = add i32 %k8, 1
  br label %bb11

bb9:
  %k9 = phi i32 [ %k6.next, %bb6 ], [ %k11.next, %bb11 ]
  %k9.next = add i32 %k9, 1
  br label %bb12

bb10:
  %p10 = phi i32 [ %v13_2, %bb13 ]
  %k10 = phi i32 [ %k13.next, %bb13 ]
  %v10_2 = xor i32 %p10, %p10
  %k10.next = add i32 %k10, 1
  %tired10 = icmp sge i32 %k10.next, 12
  %c10 = icmp slt i32 %v10_2, 4
  %go10 = select i1 %tired10, i1 false, i1 %c10
  br i1 %go10, label %bb8, label %bb7

bb11:
  %p11 = phi i32 [ %v8_2, %bb8 ]
  %k11 = phi i32 [ %k8.next, %bb8 ]
  %v11_3 = add i32 %p11, 7
  %k11.next = add i32 %k11, 1
  br label %bb9

bb12:
  %k12 = phi i32 [ %k9.next, %bb9 ], [ %k13.next, %bb13 ]
  %k12.next = add i32 %k12, 1
  br label %bb14.preheader

bb14.preheader:
  %k14.ph = phi i32 [ %k12.next, %bb12 ], [ %k6.next, %bb6 ]
  br label %bb14

bb13:
  %p13 = phi i32 [ %n, %bb15 ]
  %k13 = phi i32 [ %k15.next, %bb15 ]
  %bc13 = icmp ult i32 %p13, 4
  %ballot13 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc13)
  %k13.next = add i32 %k13, 1
  %tired13 = icmp sge i32 %k13.next, 12
  %go13 = select i1 %tired13, i1 true, i1 %c13
  br i1 %go13, label %bb10, label %bb12

bb14:
  %k14 = phi i32 [ %k15.next, %bb15 ], [ %k14.ph, %bb14.preheader ]
  %k14.next = add i32 %k14, 1
  br label %bb16

bb15:
  %k15 = phi i32 [ %k16.next, %bb16 ]
  %k15.next = add i32 %k15, 1
  %tired15 = icmp sge i32 %k15.next, 12
  %go15 = select i1 %tired15, i1 true, i1 %c15
  br i1 %go15, label %bb13, label %bb14

bb16:
  %k16 = phi i32 [ %k14.next, %bb14 ]
  %ballot16 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc16)
  %k16.next = add i32 %k16, 1
  br label %bb15

bb17:
  %v17_0 = sub i32 %n, %u
  %v17_1 = xor i32 %v17_0, 1
  %addr17 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v17_1, ptr addrspace(1) %addr17, align 4
  ret void

bb18:
  %v18_0 = xor i32 %n, 5
  %v18_1 = mul i32 %tid, 2
  %v18_2 = mul i32 %v18_0, 7
  %v18_3 = sub i32 %n, %v18_1
  %addr18 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v18_3, ptr addrspace(1) %addr18, align 4
  ret void

bb19:
  %v19_0 = sub i32 %u, %tid
  %v19_1 = add i32 %v19_0, %v19_0
  %v19_2 = add i32 %u, %n
  %addr19 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v19_2, ptr addrspace(1) %addr19, align 4
  %k19.next = add i32 0, 1
  %tired19 = icmp sge i32 %k19.next, 12
  %c19 = icmp slt i32 %u, 21
  %go19 = select i1 %tired19, i1 true, i1 %c19
  br i1 %go19, label %bb1, label %bb1
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
