; cvg fuzz --opt='opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=simplifycfg' --size=tiny --tokens=mixed, seed5828 (finding 004 of the session-9 campaign, reduced by cvg fuzz); after.ll is opt-22's output
source_filename = "/tmp/cvg-fuzz-15771343367776846773/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %tid, %u
  %v0_1 = xor i32 %v0_0, 3
  %v0_2 = sub i32 %u, %u
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %u) [ "convergencectrl"(token %t0) ]
  call void @callee0(ptr addrspace(1) %out, i32 %v0_0) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %v0_0, 4
  %go0 = select i1 %tired0, i1 true, i1 %c0
  br i1 %go0, label %bb3, label %bb2

bb1:
  %p1 = phi i32 [ %v4_1, %bb4 ], [ %n, %bb3 ]
  %k1 = phi i32 [ %k4.next, %bb4 ], [ %k5.next, %bb3 ]
  call void @plain()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v1_0 = xor i32 %u, %n
  %v1_1 = mul i32 %v1_0, 1
  call void @callee1(ptr addrspace(1) %out, i32 %v1_0) [ "convergencectrl"(token %t0) ]
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %n, %entry ], [ %v4_1, %bb4 ], [ %v4_1, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k4.next, %bb4 ], [ %k4.next, %bb4 ]
  %v2_0 = and i32 %n, 4
  %v2_1 = and i32 %n, 5
  %t2 = call token @llvm.experimental.convergence.anchor()
  %first2 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p2) [ "convergencectrl"(token %t2) ]
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb3

bb3:
  %p3 = phi i32 [ %v0_1, %entry ], [ %tid, %bb2 ]
  %k3 = phi i32 [ %k0.next, %entry ], [ %k2.next, %bb2 ]
  %t3 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t3) ]
  call void @plain()
  %v3_0 = sub i32 %n, 7
  %v3_1 = and i32 %v3_0, %u
  %v3_2 = sub i32 %u, %u
  %v3_3 = add i32 %u, %v3_0
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k3, 1
  %v5_0 = mul i32 %tid, %u
  %v5_1 = mul i32 %u, %tid
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v5_1, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k3.next, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %c5 = icmp slt i32 %v3_3, 4
  %go5 = select i1 %tired5, i1 false, i1 %c5
  br i1 %go5, label %bb4, label %bb1

bb4:
  %p4 = phi i32 [ %n, %bb3 ]
  %k4 = phi i32 [ %k5.next, %bb3 ]
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @plain()
  %v4_0 = xor i32 %u, 5
  %v4_1 = add i32 %u, 3
  %bc4 = icmp ult i32 %v4_1, 11
  %ballot4 = call i32 @llvm.amdgcn.ballot.i32(i1 %bc4) [ "convergencectrl"(token %t4) ]
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot4, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  %tired4 = icmp sge i32 %k4.next, 64
  %sw4 = select i1 %tired4, i32 0, i32 %ballot4
  switch i32 %sw4, label %bb1 [
    i32 1, label %bb2
    i32 2, label %bb2
  ]
}

define void @callee0(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %n, 7
  %trip4 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @plain()
  %v0_0 = sub i32 %n, 3
  %v0_1 = xor i32 %tid, %u
  %v0_2 = add i32 %u, %n
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 3
  %trip6 = and i32 %n, 7
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  call void @op() [ "convergencectrl"(token %t0) ]
  %v0_0 = and i32 %n, %u
  %v0_1 = xor i32 %u, 1
  %v0_2 = sub i32 %v0_0, 2
  %v0_3 = add i32 %v0_0, 1
  %first0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v0_1) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first0, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  ret void
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
