; hand-written irreducible kernel (HierarchyChoiceLegalityTest's shape); after.ll is opt-22 -mtriple=amdgcn-- -S -passes=licm
; %a.preheader heads the irreducible cycle under the textual DFS of the output: thread 0's ballot meets thread 1's second
target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) convergent {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %even = icmp eq i32 %odd, 0
  %isodd = icmp ne i32 %odd, 0
  %limit = select i1 %even, i32 4, i32 3
  br i1 %even, label %a, label %b

a:
  %i = phi i32 [ 0, %entry ], [ %i.next, %a2 ], [ 0, %c ]
  br label %a2

a2:
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %limit
  br i1 %more, label %a, label %b

b:
  %round = phi i32 [ 0, %entry ], [ 1, %a2 ]
  br label %c

c:
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %even)
  %addr = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot, ptr addrspace(1) %addr, align 4
  %first = icmp eq i32 %round, 0
  %go = and i1 %first, %isodd
  br i1 %go, label %a, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent
