; ConvergenceAndUniformity.rst, "Dependence on Cycle Headers": two nested irreducible cycles
; (with LLVM's DFS the outer cycle has header R and the inner one header S); Entry and Q end in
; divergent branches.
target triple = "amdgcn--"

define amdgpu_kernel void @nested_irreducible(i32 %a, ptr addrspace(1) %out) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.entry = icmp ult i32 %tid, 2
  br i1 %c.entry, label %P, label %R

P:
  br label %Q

Q:
  %c.q = icmp eq i32 %tid, 0
  br i1 %c.q, label %S, label %R

R:
  %j = phi i32 [ 0, %Entry ], [ 1, %Q ], [ 2, %S ]
  %c.r = icmp ult i32 %j, %a
  br i1 %c.r, label %S, label %Exit

S:
  %c.s = icmp ult i32 %a, 3
  br i1 %c.s, label %P, label %R

Exit:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %j, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
