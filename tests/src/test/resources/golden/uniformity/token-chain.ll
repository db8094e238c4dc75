; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; expectation: the spec (ConvergentOperations, "Controlled Maximal Convergence"; LLVM 22 has no token rules and calls both ballots uniform); oracle witness (DepartureWitnessTest.tokenRegionsBallotThroughATokenChainOutOfADivergentlyLeftCycle)
;
; Spec ConvergentOperations "Controlled Maximal Convergence": the ballot %b is controlled by the
; loop heart %t2 of H2, whose token %t1 comes from the anchor in the loop H1. Threads converged at
; %b executed the same instance of %t1, i.e. left H1 on the same iteration. If H1's exit is
; uniform, every thread leaves on the same iteration and %b is uniform; if it is divergent, the
; threads form one group per iteration left, each with its own mask, and the store in X (no longer
; controlled) reads different masks (cvg run shows both). The analysis makes %b divergent exactly
; when a cycle its token chain escapes (H1 here) is left out of step (before, whenever the chain
; escaped a cycle at all).

; CHECK-LABEL: UniformityInfo for function 'chain_uniform_exit':
; CHECK-NOT: CYCLES WITH DIVERGENT EXIT
; CHECK-LABEL: BLOCK H2
; CHECK-NOT: DIVERGENT: %b =
; CHECK-LABEL: BLOCK X
; CHECK-LABEL: UniformityInfo for function 'chain_divergent_exit':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(H1)
; CHECK-LABEL: BLOCK H2
; CHECK: DIVERGENT: %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
define amdgpu_kernel void @chain_uniform_exit(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H1

H1:
  %i = phi i32 [ 0, %entry ], [ %i1, %H1 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, 4
  br i1 %c, label %H1, label %H2

H2:
  %j = phi i32 [ 0, %H1 ], [ %j1, %H2 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
  %j1 = add i32 %j, 1
  %d = icmp slt i32 %j1, 2
  br i1 %d, label %H2, label %X

X:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %p, align 4
  ret void
}

define amdgpu_kernel void @chain_divergent_exit(ptr addrspace(1) %out) #0 {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H1

H1:
  %i = phi i32 [ 0, %entry ], [ %i1, %H1 ]
  %t1 = call token @llvm.experimental.convergence.anchor()
  %i1 = add i32 %i, 1
  %c = icmp slt i32 %i1, %tid
  br i1 %c, label %H1, label %H2

H2:
  %j = phi i32 [ 0, %H1 ], [ %j1, %H2 ]
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
  %j1 = add i32 %j, 1
  %d = icmp slt i32 %j1, 2
  br i1 %d, label %H2, label %X

X:
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %p, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry()
declare token @llvm.experimental.convergence.anchor()
declare token @llvm.experimental.convergence.loop()
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1)

attributes #0 = { convergent }
