; printer.opt22.txt is opt-22's output for this file, unedited:
; opt-22 -mtriple amdgcn-- -passes='print<uniformity>' -disable-output printer.ll 2> printer.opt22.txt
; @everything: an irreducible cycle {P, Q} assumed divergent (the entry's divergent branch enters
; it at P and at Q) and left through a uniform branch, a loop H with a divergent exit and a
; temporally divergent use; @argument: a divergent argument; @uniform: no divergence at all.

target triple = "amdgcn--"

define amdgpu_kernel void @everything(i32 %a) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %u = icmp eq i32 %a, 0
  %odd = trunc i32 %tid to i1
  br i1 %odd, label %P, label %Q
P:
  %kp = phi i32 [ 0, %entry ], [ %kq, %Q ]
  br label %Q
Q:
  %kq = phi i32 [ 1, %entry ], [ %kp, %P ]
  br i1 %u, label %P, label %H
H:
  %i = phi i32 [ 0, %Q ], [ %i.next, %H ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %tid
  br i1 %c, label %H, label %X
X:
  %after = add i32 %i.next, 2
  store i32 %after, ptr addrspace(1) null, align 4
  ret void
}

define void @argument(i32 %a) {
entry:
  %x = add i32 %a, 1
  ret void
}

define amdgpu_kernel void @uniform(i32 %n) {
entry:
  %c = icmp eq i32 %n, 0
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
