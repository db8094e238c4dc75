; An uncontrolled readfirstlane in an outer loop whose header is empty: SimplifyCFG with
; keep-loops=false (the late SimplifyCFG of default<O2>) folds the empty header into the inner
; loop's, so the two loops become one and the threads that leave the inner loop at different
; iterations no longer reach the readfirstlane together.
target triple = "amdgcn--"

define void @merge(i32 %n, ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %short = icmp ult i32 %tid, 15
  br label %outer

outer:
  br label %inner

inner:
  %k = phi i32 [ 0, %outer ], [ %k.next, %inner ]
  %k.next = add nuw nsw i32 %k, 1
  %tired = icmp ugt i32 %k, 62
  %leave = select i1 %tired, i1 true, i1 %short
  br i1 %leave, label %latch, label %inner

latch:
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %first, ptr addrspace(1) %out
  %done = icmp ne i32 %n, 7
  br i1 %done, label %exit, label %outer

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
