; condbr on a constant, switch on a constant, condbr with one target twice: all fold to br;
; the blocks they cut off go, and the straight line left merges into the entry.
define i32 @f(i32 %a) {
entry:
  br i1 true, label %then, label %dead

then:
  %x = add i32 %a, 1
  switch i32 2, label %other [ i32 1, label %dead
                               i32 2, label %two ]

two:
  %y = mul i32 %x, 3
  %c = icmp eq i32 %y, 7
  br i1 %c, label %end, label %end

other:
  br label %end

dead:
  %z = sub i32 %a, 1
  br label %end

end:
  %r = phi i32 [ %y, %two ], [ %y, %two ], [ 0, %other ], [ %z, %dead ]
  ret i32 %r
}
