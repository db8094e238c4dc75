target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %bb2

bb2:
  br label %bb6

bb5:
  br label %bb9

bb6:
  br label %bb7

bb7:
  br label %bb5

bb8:
  br label %bb13

bb9:
  %k9 = phi i32 [ 0, %bb5 ], [ %k11, %bb11 ]
  %k9.next = add i32 %k9, 1
  %tired9 = icmp sge i32 %k9.next, 64
  %c9 = icmp slt i32 %n, 27
  %go9 = select i1 %tired9, i1 false, i1 %c9
  br i1 %go9, label %bb10, label %bb8

bb10:
  %k10 = phi i32 [ %k9.next, %bb9 ]
  call void @callee1(ptr addrspace(1) %out, i32 %n)
  br label %bb11

bb11:
  %k11 = phi i32 [ %k10, %bb10 ]
  br label %bb9

bb13:
  call void @callee0(ptr addrspace(1) %out, i32 0)
  ret void
}

define void @callee0(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  br label %bb2

bb1:
  ret void

bb2:
  br label %bb4

bb3:
  %ivc3 = icmp sge i32 0, %n
  %go3 = select i1 false, i1 true, i1 %ivc3
  br i1 %go3, label %bb1, label %bb2

bb4:
  br label %bb5

bb5:
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  br label %bb3
}

define void @callee1(ptr addrspace(1) %out, i32 %n) convergent {
entry:
  br label %bb2

bb2:
  br label %bb5

bb5:
  %first5 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
