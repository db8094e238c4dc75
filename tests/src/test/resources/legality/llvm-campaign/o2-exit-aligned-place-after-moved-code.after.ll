source_filename = "/tmp/cvg-fuzz-15199393007262298601/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.anchor()
  %v0_0 = add i32 %n, 7
  %v0_1 = xor i32 %u, %v0_0
  %u.i = mul i32 %v0_1, 3
  %trip3.i = and i32 %v0_1, 7
  call void @op() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0.i = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %v3_1.le.i = tail call i32 @llvm.usub.sat.i32(i32 %trip3.i, i32 1)
  %v3_1.lcssa.i = add i32 %v3_1.le.i, %v0_1
  %1 = tail call i32 @llvm.umax.i32(i32 %trip3.i, i32 1)
  %k3.next.lcssa.i = shl nuw nsw i32 %1, 1
  store i32 %v3_1.lcssa.i, ptr addrspace(1) %addr0.i, align 4
  br label %bb2.i

bb2.i:
  %p2.i = phi i32 [ %v2_1.i, %bb2.i ], [ %v3_1.le.i, %entry ]
  %k2.i = phi i32 [ %k2.next.i, %bb2.i ], [ %k3.next.lcssa.i, %entry ]
  %t2.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i) ]
  call void @op() [ "convergencectrl"(token %t3.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %v2_1.i = add i32 %p2.i, %u.i
  store i32 %v2_1.i, ptr addrspace(1) %addr0.i, align 4
  %k2.next.i = add nuw nsw i32 %k2.i, 1
  %tired2.i = icmp samesign ult i32 %k2.i, 63
  %c2.i = icmp slt i32 %v2_1.i, 30
  %go2.i = select i1 %tired2.i, i1 %c2.i, i1 false
  br i1 %go2.i, label %bb2.i, label %callee1.exit

callee1.exit:
  %v2_0.i = add i32 %p2.i, -2
  tail call void @plain()
  %t5.i = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i) ]
  call void @op() [ "convergencectrl"(token %t5.i) ]
  %v5_2.i = xor i32 %v2_0.i, 6
  store i32 %v5_2.i, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 %v0_1, ptr addrspace(1) %addr0.i, align 4
  %v2_1 = and i32 %n, 1
  %v3_0 = and i32 %n, 4
  %u.i2 = mul nuw nsw i32 %v3_0, 3
  %ivc31.i6 = icmp eq i32 %v3_0, 0
  %v3_1.lcssa.i10 = select i1 %ivc31.i6, i32 0, i32 7
  %iv3.lcssa.i11 = tail call i32 @llvm.usub.sat.i32(i32 %v3_0, i32 1)
  %k3.next.lcssa.i12 = select i1 %ivc31.i6, i32 2, i32 8
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_0, %callee1.exit27.1 ], [ %v3_0, %callee1.exit27 ], [ %tid, %bb2.1 ]
  tail call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %n, %tid
  %v1_1 = add i32 %v1_0, -7
  %v1_3 = xor i32 %p1, %v1_1
  store i32 %v1_3, ptr addrspace(1) %addr0.i, align 4
  ret void

bb2:
  %k2 = phi i32 [ 1, %callee1.exit ], [ %k3.next.1, %callee1.exit27.1 ]
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v2_1, ptr addrspace(1) %addr0.i, align 4
  %t1.i4 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i4) ]
  tail call void @plain()
  store i32 %v3_1.lcssa.i10, ptr addrspace(1) %addr0.i, align 4
  br label %bb2.i13

bb2.i13:
  %p2.i14 = phi i32 [ %v2_1.i18, %bb2.i13 ], [ %iv3.lcssa.i11, %bb2 ]
  %k2.i15 = phi i32 [ %k2.next.i19, %bb2.i13 ], [ %k3.next.lcssa.i12, %bb2 ]
  %t2.i16 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %t3.i17 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i17) ]
  call void @op() [ "convergencectrl"(token %t3.i17) ]
  call void @op() [ "convergencectrl"(token %t2.i16) ]
  %v2_1.i18 = add nuw nsw i32 %p2.i14, %u.i2
  store i32 %v2_1.i18, ptr addrspace(1) %addr0.i, align 4
  %k2.next.i19 = add nuw nsw i32 %k2.i15, 1
  %tired2.i20 = icmp samesign ult i32 %k2.i15, 63
  %c2.i21 = icmp samesign ult i32 %v2_1.i18, 30
  %go2.i22 = select i1 %tired2.i20, i1 %c2.i21, i1 false
  br i1 %go2.i22, label %bb2.i13, label %callee1.exit27

callee1.exit27:
  %v2_0.i23 = add nsw i32 %p2.i14, -2
  tail call void @plain()
  %t5.i24 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i24) ]
  call void @op() [ "convergencectrl"(token %t5.i24) ]
  %v5_2.i25 = xor i32 %v2_0.i23, 6
  store i32 %v5_2.i25, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  br i1 %ivc31.i6, label %bb1, label %bb2.1

bb2.1:
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 %v2_1, ptr addrspace(1) %addr0.i, align 4
  %tired2.1 = icmp samesign ult i32 %k2, 61
  br i1 %tired2.1, label %bb3.1, label %bb1

bb3.1:
  %t1.i4.1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1.i4.1) ]
  tail call void @plain()
  store i32 %v3_1.lcssa.i10, ptr addrspace(1) %addr0.i, align 4
  br label %bb2.i13.1

bb2.i13.1:
  %p2.i14.1 = phi i32 [ %v2_1.i18.1, %bb2.i13.1 ], [ %iv3.lcssa.i11, %bb3.1 ]
  %k2.i15.1 = phi i32 [ %k2.next.i19.1, %bb2.i13.1 ], [ %k3.next.lcssa.i12, %bb3.1 ]
  %t2.i16.1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %t3.i17.1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3.i17.1) ]
  call void @op() [ "convergencectrl"(token %t3.i17.1) ]
  call void @op() [ "convergencectrl"(token %t2.i16.1) ]
  %v2_1.i18.1 = add nuw nsw i32 %p2.i14.1, %u.i2
  store i32 %v2_1.i18.1, ptr addrspace(1) %addr0.i, align 4
  %k2.next.i19.1 = add nuw nsw i32 %k2.i15.1, 1
  %tired2.i20.1 = icmp samesign ult i32 %k2.i15.1, 63
  %c2.i21.1 = icmp samesign ult i32 %v2_1.i18.1, 30
  %go2.i22.1 = select i1 %tired2.i20.1, i1 %c2.i21.1, i1 false
  br i1 %go2.i22.1, label %bb2.i13.1, label %callee1.exit27.1

callee1.exit27.1:
  %v2_0.i23.1 = add nsw i32 %p2.i14.1, -2
  tail call void @plain()
  %t5.i24.1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5.i24.1) ]
  call void @op() [ "convergencectrl"(token %t5.i24.1) ]
  %v5_2.i25.1 = xor i32 %v2_0.i23.1, 6
  store i32 %v5_2.i25.1, ptr addrspace(1) %addr0.i, align 4
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  store i32 0, ptr addrspace(1) %addr0.i, align 4
  %k3.next.1 = add nuw nsw i32 %k2, 4
  %tired3.1 = icmp eq i32 %k2, 60
  br i1 %tired3.1, label %bb1, label %bb2
}

define void @callee0(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 3
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_3 = add i32 %u, 6
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %v0_3, ptr addrspace(1) %addr0, align 4
  %v2_2 = sub i32 %tid, %n
  %umax = tail call i32 @llvm.umax.i32(i32 %trip2, i32 1)
  br label %bb2

bb1:
  tail call void @plain()
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v3_0) [ "convergencectrl"(token %t0) ]
  store i32 %first1, ptr addrspace(1) %addr0, align 4
  ret void

bb2:
  %p2 = phi i32 [ %tid, %entry ], [ %v3_3, %bb2 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb2 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  tail call void @plain()
  tail call void @plain()
  %iv2.next = add nuw nsw i32 %iv2, 1
  store i32 %v2_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t2) ]
  tail call void @plain()
  %v3_0 = mul i32 %p2, %p2
  %v3_3 = add i32 %v3_0, 1
  %bc3 = icmp ult i32 %v3_3, 60
  %ballot3 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc3) [ "convergencectrl"(token %t2) ]
  store i32 %ballot3, ptr addrspace(1) %addr0, align 4
  %exitcond = icmp eq i32 %iv2.next, %umax
  br i1 %exitcond, label %bb1, label %bb2
}

define void @callee1(ptr addrspace(1) writeonly captures(none) %out, i32 %n) local_unnamed_addr #1 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip3 = and i32 %n, 7
  %t0 = tail call token @llvm.experimental.convergence.entry()
  %t1 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  tail call void @plain()
  %0 = zext nneg i32 %tid to i64
  %addr0 = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  %ivc31 = icmp samesign ult i32 %trip3, 2
  %1 = add nsw i32 %trip3, -1
  %v3_1.le = select i1 %ivc31, i32 0, i32 %1
  %v3_1.lcssa = add i32 %n, %v3_1.le
  %iv3.lcssa = select i1 %ivc31, i32 0, i32 %1
  %2 = tail call i32 @llvm.umax.i32(i32 %trip3, i32 1)
  %k3.next.lcssa = shl nuw nsw i32 %2, 1
  store i32 %v3_1.lcssa, ptr addrspace(1) %addr0, align 4
  br label %bb2

bb2:
  %p2 = phi i32 [ %v2_1, %bb2 ], [ %iv3.lcssa, %entry ]
  %k2 = phi i32 [ %k2.next, %bb2 ], [ %k3.next.lcssa, %entry ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %t3 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_1 = add i32 %p2, %u
  store i32 %v2_1, ptr addrspace(1) %addr0, align 4
  %k2.next = add nuw nsw i32 %k2, 1
  %tired2 = icmp samesign ult i32 %k2, 63
  %c2 = icmp slt i32 %v2_1, 30
  %go2 = select i1 %tired2, i1 %c2, i1 false
  br i1 %go2, label %bb2, label %bb5

bb5:
  %v2_0 = add i32 %p2, -2
  tail call void @plain()
  %t5 = tail call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t5) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %v5_2 = xor i32 %v2_0, 6
  store i32 %v5_2, ptr addrspace(1) %addr0, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_2 = add i32 %p2, -4
  store i32 %v1_2, ptr addrspace(1) %addr0, align 4
  ret void
}

declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

declare i32 @llvm.amdgcn.ballot.i32(i1) #3

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #3

declare void @op() local_unnamed_addr #1

declare void @plain() local_unnamed_addr #0

declare token @llvm.experimental.convergence.entry() #4

declare token @llvm.experimental.convergence.anchor() #4

declare token @llvm.experimental.convergence.loop() #4

declare i32 @llvm.umax.i32(i32, i32) #5

declare i32 @llvm.usub.sat.i32(i32, i32) #5

attributes #0 = { "uniform-work-group-size"="false" }
attributes #1 = { convergent "uniform-work-group-size"="false" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
