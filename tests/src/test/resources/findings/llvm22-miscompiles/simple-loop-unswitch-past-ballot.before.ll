target triple = "amdgcn--"

define amdgpu_kernel void @unswitch(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %few = icmp ult i32 %tid, 2
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %latch ]
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br i1 %few, label %early, label %latch

latch:
  %acc.next = add i32 %acc, %b
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

early:
  store i32 -1, ptr addrspace(1) %a, align 4
  ret void

exit:
  store i32 %acc.next, ptr addrspace(1) %a, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) #0
attributes #0 = { convergent nounwind readnone willreturn }
