; cvg fuzz --opt='opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=simplifycfg' --size=tiny --tokens=mixed, seed994 (finding 001 of the session-9 campaign, reduced by cvg fuzz); after.ll is opt-22's output
source_filename = "/tmp/cvg-fuzz-8572858566115978491/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip4 = and i32 %tid, 3
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = sub i32 %u, %tid
  %v0_1 = mul i32 %v0_0, %u
  %v0_2 = mul i32 %tid, %n
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %v3_3, %bb4 ]
  %k1 = phi i32 [ %k3.next, %bb4 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = xor i32 %tid, 4
  %v1_1 = xor i32 %u, 2
  %addr1 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v1_1, ptr addrspace(1) %addr1, align 4
  ret void

bb2:
  %p2 = phi i32 [ %v0_1, %entry ], [ %tid, %bb4 ]
  %k2 = phi i32 [ %k0.next, %entry ], [ %k3.next, %bb4 ]
  %iv2 = phi i32 [ 0, %entry ], [ %iv2.next, %bb4 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv2.next = add nuw nsw i32 %iv2, 1
  %v2_0 = xor i32 %iv2, %n
  %v2_1 = sub i32 %p2, %u
  %v2_2 = mul i32 %v2_0, %v2_1
  %addr2 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v2_2, ptr addrspace(1) %addr2, align 4
  %k2.next = add i32 %k2, 1
  br label %bb4

bb4:
  %p4 = phi i32 [ %p2, %bb2 ]
  %k4 = phi i32 [ %k2.next, %bb2 ]
  %iv4 = phi i32 [ 0, %bb2 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t2) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %v4_0 = and i32 %p4, 6
  %v4_1 = add i32 %tid, 1
  %addr4 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v4_1, ptr addrspace(1) %addr4, align 4
  %k4.next = add i32 %k4, 1
  call void @plain()
  %v6_0 = xor i32 %tid, 7
  %v6_1 = mul i32 %iv2, %iv2
  %v6_2 = sub i32 %u, 1
  %v6_3 = and i32 %v6_0, %v6_1
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t3) ]
  %addr6 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v6_3, ptr addrspace(1) %addr6, align 4
  %k6.next = add i32 %k4.next, 1
  %t4 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @op() [ "convergencectrl"(token %t4) ]
  call void @plain()
  %v5_0 = xor i32 %v6_3, %tid
  %v5_1 = add i32 %n, 7
  %v5_2 = mul i32 %v6_3, 2
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %v5_1) [ "convergencectrl"(token %t3) ]
  %addr5 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %first5, ptr addrspace(1) %addr5, align 4
  %k5.next = add i32 %k6.next, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp slt i32 %iv4.next, %trip4
  %rested5 = xor i1 %tired5, true
  %go5 = select i1 %ivc5, i1 %rested5, i1 false
  %v3_0 = xor i32 %tid, %iv2
  %v3_1 = add i32 %n, 1
  %v3_2 = and i32 %v5_2, %u
  %v3_3 = xor i32 %iv2, 3
  %addr3 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v3_3, ptr addrspace(1) %addr3, align 4
  %k3.next = add i32 %k5.next, 1
  %tired3 = icmp sge i32 %k3.next, 64
  %ivc3 = icmp slt i32 %iv2.next, %trip2
  %rested3 = xor i1 %tired3, true
  %go3 = select i1 %ivc3, i1 %rested3, i1 false
  br i1 %go3, label %bb2, label %bb1
}

define void @callee1(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %trip2 = and i32 %tid, 7
  %trip8 = and i32 %n, 15
  %t0 = call token @llvm.experimental.convergence.entry()
  call void @plain()
  %v0_0 = mul i32 %u, %n
  %v0_1 = sub i32 %n, %tid
  %v0_2 = xor i32 %tid, 1
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
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
