source_filename = "input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  %v0_0 = add i32 %tid, %tid
  %v0_1 = add i32 %tid, 6
  %v0_2 = add i32 %v0_1, %tid
  %tid.i = call i32 @llvm.amdgcn.workitem.id.x()
  %u.i = mul i32 %v0_2, 3
  %t1.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t0) ]
  %t2.i = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2.i) ]
  call void @op() [ "convergencectrl"(token %t2.i) ]
  %v2_0.i = add i32 %tid.i, 4
  %v2_1.i = add i32 %v0_2, 4
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0.i = add i32 %u.i, %tid.i
  %addr0 = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0_2, ptr addrspace(1) %addr0, align 4
  %k0.next = add i32 0, 1
  %tired0 = icmp sge i32 %k0.next, 64
  %c0 = icmp slt i32 %tid, 19
  %go0 = select i1 %tired0, i1 true, i1 %c0
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = mul i32 %n, 3
  %t0 = call token @llvm.experimental.convergence.entry()
  %t1 = call token @llvm.experimental.convergence.anchor()
  %k0.next = add i32 0, 1
  br label %bb2

bb1:
  %p1 = phi i32 [ %n, %bb2 ], [ %n, %bb2 ]
  %k1 = phi i32 [ 0, %bb2 ], [ 0, %bb2 ]
  call void @op() [ "convergencectrl"(token %t0) ]
  call void @op() [ "convergencectrl"(token %t0) ]
  %v1_0 = add i32 %u, %tid
  ret void

bb2:
  call void @op() [ "convergencectrl"(token %t0) ]
  %t2 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t2) ]
  call void @op() [ "convergencectrl"(token %t2) ]
  %v2_0 = add i32 %tid, 4
  %v2_1 = add i32 %n, 4
  %v2_2 = and i32 0, %v2_1
  br i1 false, label %bb1, label %bb1
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
