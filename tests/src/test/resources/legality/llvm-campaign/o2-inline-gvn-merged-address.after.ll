source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %n, %tid
  %u.i = mul nuw nsw i32 %v0_0, 3
  tail call void @plain()
  %v0_3.i = add nsw i32 %tid, -4
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0.i = add nsw i32 %u.i, -2
  %v2_2.i = and i32 %u.i, 2
  %v2_3.i = add nuw nsw i32 %v2_2.i, -5
  store i32 %v2_3.i, ptr addrspace(1) %addr0.i, align 4
  %c3.i = icmp samesign ult i32 %tid, 12
  %v4_3.i = xor i32 %u.i, %tid
  br label %bb3.i

bb3.i:
  %p3.i = phi i32 [ %v2_0.i, %entry ], [ %v3_1.i, %bb4.i ]
  %k3.i = phi i32 [ 2, %entry ], [ %k4.next.i, %bb4.i ]
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %bc3.i = icmp ult i32 %p3.i, 56
  %ballot3.i = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i) [ "convergencectrl"(token %t2.i) ]
  store i32 %ballot3.i, ptr addrspace(1) %addr0.i, align 4
  %tired3.i = icmp samesign ult i32 %k3.i, 64
  %go3.i = select i1 %tired3.i, i1 %c3.i, i1 false
  br i1 %go3.i, label %bb4.i, label %callee0.exit

bb4.i:
  %v3_1.i = xor i32 %p3.i, 5
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  store i32 %v4_3.i, ptr addrspace(1) %addr0.i, align 4
  %k4.next.i = add nuw nsw i32 %k3.i, 2
  br label %bb3.i

callee0.exit:
  %u = mul i32 %n, 3
  %bc0 = icmp samesign ult i32 %tid, 6
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc0) [ "convergencectrl"(token %t0) ]
  %t1.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i) ]
  tail call void @plain()
  %c0 = icmp slt i32 %ballot0, 21
  %v2_2 = mul i32 %n, 6
  store i32 %v2_2, ptr addrspace(1) %addr0.i, align 4
  br i1 %c0, label %common.ret, label %bb3

common.ret.sink.split:
  %v23_1.sink = phi i32 [ %v23_1, %bb17 ], [ %v22_1, %bb21 ]
  store i32 %v23_1.sink, ptr addrspace(1) %addr0.i, align 4
  br label %common.ret

common.ret:
  ret void

bb3:
  %t6 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  tail call void @plain()
  store i32 %u, ptr addrspace(1) %addr0.i, align 4
  br label %bb14

bb14:
  %t7 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t6) ]
  tail call void @plain()
  %bc14 = icmp ult i32 %n, 45
  %ballot14 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc14) [ "convergencectrl"(token %t7) ]
  %u.i2 = mul i32 %ballot14, 3
  tail call void @plain()
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t7) ]
  %v2_0.i5 = add i32 %u.i2, -2
  %v2_2.i6 = and i32 %u.i2, 2
  %v2_3.i7 = add nuw nsw i32 %v2_2.i6, -5
  store i32 %v2_3.i7, ptr addrspace(1) %addr0.i, align 4
  %v4_3.i9 = xor i32 %u.i2, %tid
  br label %bb3.i10

bb3.i10:
  %p3.i11 = phi i32 [ %v2_0.i5, %bb14 ], [ %v3_1.i21, %bb4.i20 ]
  %k3.i12 = phi i32 [ 2, %bb14 ], [ %k4.next.i22, %bb4.i20 ]
  %t2.i13 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  call void @op() [ "convergencectrl"(token %t2.i13) ]
  %bc3.i14 = icmp ult i32 %p3.i11, 56
  %ballot3.i15 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i14) [ "convergencectrl"(token %t2.i13) ]
  store i32 %ballot3.i15, ptr addrspace(1) %addr0.i, align 4
  %tired3.i16 = icmp samesign ult i32 %k3.i12, 64
  %go3.i17 = select i1 %tired3.i16, i1 %c3.i, i1 false
  br i1 %go3.i17, label %bb4.i20, label %callee0.exit23

bb4.i20:
  %v3_1.i21 = xor i32 %p3.i11, 5
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2.i13) ]
  store i32 %v4_3.i9, ptr addrspace(1) %addr0.i, align 4
  %k4.next.i22 = add nuw nsw i32 %k3.i12, 2
  br label %bb3.i10

callee0.exit23:
  %t1.i18 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i18) ]
  tail call void @plain()
  store i32 %ballot14, ptr addrspace(1) %addr0.i, align 4
  %c20 = icmp eq i32 %tid, 0
  %v19_2 = and i32 %u, %tid
  %u.i25 = mul i32 %n, 9
  %v2_0.i28 = add i32 %u.i25, -2
  %v2_2.i29 = and i32 %u.i25, 2
  %v2_3.i30 = add nuw nsw i32 %v2_2.i29, -5
  %v4_3.i32 = xor i32 %u.i25, %tid
  %c19 = icmp slt i32 %u, 10
  br label %bb18

bb17:
  %v17_2 = add i32 %n, -7
  store i32 %v17_2, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t7) ]
  %v23_1 = sub i32 %u, %tid
  br label %common.ret.sink.split

bb18:
  %k18 = phi i32 [ 4, %callee0.exit23 ], [ %k19.next, %callee0.exit46 ]
  %t9 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t7) ]
  %t10 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t10) ]
  call void @op() [ "convergencectrl"(token %t10) ]
  call void @op() [ "convergencectrl"(token %t9) ]
  store i32 %u, ptr addrspace(1) %addr0.i, align 4
  br label %bb20

bb19:
  tail call void @plain()
  store i32 %v0_3.i, ptr addrspace(1) %addr0.i, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t9) ]
  store i32 %v2_3.i30, ptr addrspace(1) %addr0.i, align 4
  br label %bb3.i33

bb3.i33:
  %p3.i34 = phi i32 [ %v2_0.i28, %bb19 ], [ %v3_1.i44, %bb4.i43 ]
  %k3.i35 = phi i32 [ 2, %bb19 ], [ %k4.next.i45, %bb4.i43 ]
  %t2.i36 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  call void @op() [ "convergencectrl"(token %t2.i36) ]
  %bc3.i37 = icmp ult i32 %p3.i34, 56
  %ballot3.i38 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3.i37) [ "convergencectrl"(token %t2.i36) ]
  store i32 %ballot3.i38, ptr addrspace(1) %addr0.i, align 4
  %tired3.i39 = icmp samesign ult i32 %k3.i35, 64
  %go3.i40 = select i1 %tired3.i39, i1 %c3.i, i1 false
  br i1 %go3.i40, label %bb4.i43, label %callee0.exit46

bb4.i43:
  %v3_1.i44 = xor i32 %p3.i34, 5
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2.i36) ]
  store i32 %v4_3.i32, ptr addrspace(1) %addr0.i, align 4
  %k4.next.i45 = add nuw nsw i32 %k3.i35, 2
  br label %bb3.i33

callee0.exit46:
  %t1.i41 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i41) ]
  tail call void @plain()
  store i32 %v19_2, ptr addrspace(1) %addr0.i, align 4
  %k19.next = add nuw nsw i32 %k18, 3
  %tired19 = icmp samesign ult i32 %k18, 61
  %go19 = select i1 %tired19, i1 %c19, i1 false
  br i1 %go19, label %bb18, label %bb17

bb20:
  %t11 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t9) ]
  %t12 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t12) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  br i1 %c20, label %bb21, label %bb19

bb21:
  %t13 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t13) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t11) ]
  call void @op() [ "convergencectrl"(token %t11) ]
  %v22_1 = and i32 %u, 4
  br label %common.ret.sink.split
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  tail call void @plain()
  %v0_3 = add nsw i32 %tid, -4
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v2_0 = add i32 %u, -2
  %v2_2 = and i32 %u, 2
  %v2_3 = add nuw nsw i32 %v2_2, -5
  store i32 %v2_3, ptr addrspace(1) %addr0, align 4
  %c3 = icmp samesign ult i32 %tid, 12
  %v4_3 = xor i32 %u, %tid
  br label %bb3

bb1:
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %v1_2 = and i32 %n, 2
  store i32 %v1_2, ptr addrspace(1) %addr0, align 4
  ret void

bb3:
  %p3 = phi i32 [ %v2_0, %entry ], [ %v3_1, %bb4 ]
  %k3 = phi i32 [ 2, %entry ], [ %k4.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %bc3 = icmp ult i32 %p3, 56
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %tired3 = icmp samesign ult i32 %k3, 64
  %go3 = select i1 %tired3, i1 %c3, i1 false
  br i1 %go3, label %bb4, label %bb1

bb4:
  %v3_1 = xor i32 %p3, 5
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t2) ]
  store i32 %v4_3, ptr addrspace(1) %addr0, align 4
  %k4.next = add nuw nsw i32 %k3, 2
  br label %bb3
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

declare i32 @llvm.amdgcn.ballot.i32(i1) #2

declare void @op() local_unnamed_addr #0

declare void @plain() local_unnamed_addr #3

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

attributes #0 = { convergent "uniform-work-group-size"="false" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { "uniform-work-group-size"="false" }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
