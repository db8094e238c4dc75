target triple = "amdgcn--"

define void @callee1(ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %bb3

bb1:
  ret void

bb3:
  %iv3 = phi i32 [ 0, %entry ], [ %iv3.next, %bb3 ]
  %iv3.next = add nuw nsw i32 %iv3, 1
  store i32 %iv3, ptr addrspace(1) %out, align 4
  %ivc4 = icmp sge i32 %iv3.next, %tid
  %go4 = select i1 false, i1 true, i1 %ivc4
  br i1 %go4, label %bb1, label %bb3
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nounwind readnone speculatable }
