target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = call token @llvm.experimental.convergence.anchor()
  call void @callee1(ptr addrspace(1) %out, i32 %tid) [ "convergencectrl"(token %t0) ]
  ret void
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb3

bb1:
  ret void

bb2:
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @op() [ "convergencectrl"(token %t1) ]
  br label %bb4

bb3:
  store i32 %n, ptr addrspace(1) %out, align 4
  br label %bb2

bb4:
  %iv4 = phi i32 [ 0, %bb2 ], [ %iv4.next, %bb7 ]
  %t3 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %iv4.next = add nuw nsw i32 %iv4, 1
  %ivc4 = icmp sge i32 %iv4.next, %n
  %go4 = select i1 false, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb5

bb5:
  br label %bb6

bb6:
  %iv6 = phi i32 [ 0, %bb5 ], [ %iv6.next, %bb7 ]
  %t5 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t3) ]
  call void @op() [ "convergencectrl"(token %t5) ]
  %iv6.next = add nuw nsw i32 %iv6, 1
  br label %bb8

bb7:
  %ivc7 = icmp sge i32 %iv6.next, %n
  %go7 = select i1 false, i1 true, i1 %ivc7
  br i1 %go7, label %bb4, label %bb6

bb8:
  br i1 false, label %bb8, label %bb7
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

declare void @op() convergent

declare void @plain()

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.anchor()

declare token @llvm.experimental.convergence.loop()

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
