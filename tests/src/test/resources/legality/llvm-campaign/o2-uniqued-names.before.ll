target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %bb3

bb1:
  ret void

bb3:
  %k3 = phi i32 [ 0, %entry ], [ %k4, %bb4 ]
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb4 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  br label %bb5

bb4:
  %k4 = phi i32 [ %k5.next, %bb5 ], [ %k20, %bb20 ]
  %ivc4 = icmp slt i32 %iv3.next, %n
  br i1 %ivc4, label %bb3, label %bb1

bb5:
  %k5 = phi i32 [ %k3, %bb3 ], [ %k19.next, %bb19 ]
  %iv5 = phi i32 [ 0, %bb3 ], [ %iv5.next, %bb19 ]
  %iv5.next = add nuw nsw i32 %iv5, 1
  %k5.next = add i32 %k5, 1
  %tired5 = icmp sge i32 %k5.next, 64
  %ivc5 = icmp sge i32 %iv5.next, %tid
  %go5 = select i1 %tired5, i1 true, i1 %ivc5
  br i1 %go5, label %bb4, label %bb6

bb6:
  switch i32 0, label %bb8 [
    i32 3, label %bb7
  ]

bb7:
  ret void

bb8:
  br label %bb19

bb19:
  %k19 = phi i32 [ 0, %bb8 ], [ %k20, %bb20 ]
  store i32 %tid, ptr addrspace(1) %out, align 4
  %k19.next = add i32 %k19, 1
  %tired19 = icmp sge i32 %k19.next, 64
  %c19 = icmp slt i32 %n, 2
  %go19 = select i1 %tired19, i1 true, i1 %c19
  br i1 %go19, label %bb20, label %bb5

bb20:
  %k20 = phi i32 [ %k19.next, %bb19 ]
  %tired20 = icmp sge i32 %k20, 64
  %c20 = icmp slt i32 %tid, 7
  %go20 = select i1 %tired20, i1 false, i1 %c20
  br i1 %go20, label %bb19, label %bb4
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nounwind readnone speculatable }
