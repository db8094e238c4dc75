; ConvergenceAndUniformity.rst, "Dependence on Cycle Headers": the closed path P -> Q -> R -> S
; with two entries, P and R. With LLVM's DFS the outer cycle has header R and the inner one
; (P, Q, S) header S. Entry and Q end in divergent branches: threads 0-3 enter the cycle at P,
; threads 4-7 at R; at Q even threads stay in the inner cycle, odd ones leave it for R.
; The counter %n grows on every visit to S, which every closed path passes through, so the
; back edges S -> P (%n.next < 2) and R -> S (%j < 2) are taken a bounded number of times and
; every thread reaches Exit. In the run's trace, S executed before and after R is not converged:
; R, the outer header, separates the iterations.
target triple = "amdgcn--"

define amdgpu_kernel void @nested_irreducible(ptr addrspace(1) %out) {
Entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.entry = icmp ult i32 %tid, 4
  br i1 %c.entry, label %P, label %R

P:
  %n.p = phi i32 [ 0, %Entry ], [ %n.next, %S ]
  br label %Q

Q:
  %odd = and i32 %tid, 1
  %c.q = icmp eq i32 %odd, 0
  br i1 %c.q, label %S, label %R

R:
  %j = phi i32 [ 0, %Entry ], [ %n.p, %Q ], [ %n.next, %S ]
  %c.r = icmp ult i32 %j, 2
  br i1 %c.r, label %S, label %Exit

S:
  %n = phi i32 [ %n.p, %Q ], [ %j, %R ]
  %n.next = add i32 %n, 1
  %c.s = icmp ult i32 %n.next, 2
  br i1 %c.s, label %P, label %R

Exit:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %j, ptr addrspace(1) %p, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
