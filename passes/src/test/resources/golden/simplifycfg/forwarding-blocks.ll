; %fwd forwards to %join: its phi is read only by %join's phi, so it dissolves into one entry per
; predecessor; %mid already reaches %join with the value %fwd would forward from it (2), so %mid
; may branch twice to %join (then folded to one br). %pre and %latch forward to the loop header
; and go; the header keeps its one phi (a phi of %join is only ever moved out of a cycle header).
define i32 @f(i32 %a, i1 %c, i1 %d) {
entry:
  br i1 %c, label %fwd, label %mid

mid:
  br i1 %d, label %fwd, label %join

fwd:
  %p = phi i32 [ 1, %entry ], [ 2, %mid ]
  br label %join

join:
  %q = phi i32 [ %p, %fwd ], [ 2, %mid ]
  br label %pre

pre:
  br label %loop

loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %latch ]
  %i.next = add i32 %i, %q
  %more = icmp slt i32 %i.next, %a
  br i1 %more, label %latch, label %exit

latch:
  br label %loop

exit:
  ret i32 %i.next
}
