define i32 @f(i32 %a, i1 %c, i1 %d) {
entry:
  %spec.select = select i1 %c, i32 1, i32 2
  br label %loop

loop:
  %i = phi i32 [ %i.next, %loop ], [ 0, %entry ]
  %i.next = add i32 %i, %spec.select
  %more = icmp slt i32 %i.next, %a
  br i1 %more, label %loop, label %exit

exit:
  ret i32 %i.next
}
