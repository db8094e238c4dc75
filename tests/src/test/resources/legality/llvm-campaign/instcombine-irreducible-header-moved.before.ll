; an irreducible cycle {%a, %b} entered at %a by thread 0 and at %b by the others; InstCombine
; folds the negated condition by swapping the branch's successors, so LLVM's DFS meets %b first
; and picks another header than in the original
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %tid, 1
  %nc = xor i1 %c, true
  br i1 %nc, label %b, label %a

a:
  %i = phi i32 [ 0, %entry ], [ %j.next, %b ]
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %addr = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot, ptr addrspace(1) %addr, align 4
  %i.next = add i32 %i, 1
  br label %b

b:
  %j = phi i32 [ 0, %entry ], [ %i.next, %a ]
  %j.next = add i32 %j, 1
  %done = icmp uge i32 %j, 3
  br i1 %done, label %exit, label %a

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
