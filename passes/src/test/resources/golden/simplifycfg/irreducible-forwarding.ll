; %f is an entry of the irreducible cycle {%f, %g, %h} and forwards to %g; the cycle holds the
; convergent %r, so the guard keeps %f (removing it changes the cycle's entries).
declare i32 @tid()
declare i32 @subgroupAdd(i32) convergent nounwind

define spir_kernel void @k(ptr %out, i32 %n) convergent {
entry:
  %tid = call i32 @tid()
  %c = icmp slt i32 %tid, 2
  br i1 %c, label %f, label %h

f:
  %i = phi i32 [ 0, %entry ], [ %i.next, %h ]
  br label %g

g:
  %j = phi i32 [ %i, %f ], [ %i.next, %h ]
  %r = call i32 @subgroupAdd(i32 %j)
  %j.next = add i32 %j, 1
  %more = icmp slt i32 %j.next, %n
  br i1 %more, label %h, label %exit

h:
  %k = phi i32 [ 0, %entry ], [ %j.next, %g ]
  %i.next = add i32 %k, 1
  %back = icmp slt i32 %i.next, %tid
  br i1 %back, label %f, label %g

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  ret void
}
