; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1 | FileCheck %s
; expectation: the spec (ConvergentOperations, "Temporal Divergence at Cycle Exit"; opt-22 marks %in.region divergent)
;
; Spec ConvergentOperations "Temporal Divergence at Cycle Exit": the loop exits divergently, so
; %i.next is temporally divergent where it is read outside the loop -- except inside the
; convergence region of %tok, a token defined in the loop: threads converged there executed
; converged instances of %tok, i.e. the same iteration, and read the same %i.next.

; CHECK-LABEL: UniformityInfo for function 'token_region':
; CHECK: CYCLES WITH DIVERGENT EXIT:
; CHECK-NEXT: depth=1: entries(H)
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK-NEXT: Value         :  %i.next = add i32 %i, 1
; CHECK-NEXT: Used by       :  %after = add i32 %i.next, 2
; CHECK-NOT: Used by
; CHECK-LABEL: BLOCK H
; CHECK-NOT: DIVERGENT: %i =
; CHECK-NOT: DIVERGENT: %i.next =
; CHECK: DIVERGENT: br i1 %c
; CHECK-LABEL: BLOCK X
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%in.region = add i32 %i.next, 1
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
; CHECK-NEXT: DIVERGENT: %after = add i32 %i.next, 2
define amdgpu_kernel void @token_region(i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %tid
  br i1 %c, label %H, label %X

X:
  %in.region = add i32 %i.next, 1
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
  %after = add i32 %i.next, 2
  ret void
}

; A value computed inside the region is uniform within the iteration's group only: used past the
; region (after the last use of %tok), where threads of all iterations are converged again, it is
; temporally divergent too -- %w reads %r and %in.region of different iterations.
; CHECK-LABEL: UniformityInfo for function 'past_region':
; CHECK-LABEL: BLOCK X
; CHECK-NEXT: DEFINITIONS
; CHECK-NEXT: {{^ +}}%in.region = add i32 %i.next, 1
; CHECK-NEXT: {{^ +}}%r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
; CHECK-NEXT: DIVERGENT: %w = add i32 %r, %in.region
define amdgpu_kernel void @past_region(i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %anchor = call token @llvm.experimental.convergence.anchor()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %tid
  br i1 %c, label %H, label %X

X:
  %in.region = add i32 %i.next, 1
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
  %w = add i32 %r, %in.region
  ret void
}

; Without a token defined in the loop every use outside it is temporally divergent.
; CHECK-LABEL: UniformityInfo for function 'no_token':
; CHECK: TEMPORAL DIVERGENCE LIST:
; CHECK-DAG: Used by       :  %a = add i32 %i.next, 1
; CHECK-DAG: Used by       :  %b = add i32 %i.next, 2
; CHECK-LABEL: BLOCK X
; CHECK: DIVERGENT: %a = add i32 %i.next, 1
; CHECK: DIVERGENT: %b = add i32 %i.next, 2
define amdgpu_kernel void @no_token(i32 %n) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %H

H:
  %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %tid
  br i1 %c, label %H, label %X

X:
  %a = add i32 %i.next, 1
  %b = add i32 %i.next, 2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind }
