; a diamond and a triangle with cheap, side-effect-free arms become selects; an arm with a
; division (it may trap) stays a branch.
define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  br i1 %c, label %then, label %else

then:
  %t = add i32 %a, 1
  br label %join

else:
  %e = shl i32 %b, 2
  br label %join

join:
  %x = phi i32 [ %t, %then ], [ %e, %else ]
  %d = icmp eq i32 %x, 0
  br i1 %d, label %bump, label %tail

bump:
  %x1 = xor i32 %x, 5
  br label %tail

tail:
  %y = phi i32 [ %x, %join ], [ %x1, %bump ]
  %z = icmp ugt i32 %y, 9
  br i1 %z, label %div, label %done

div:
  %q = udiv i32 %a, %y
  br label %done

done:
  %r = phi i32 [ %y, %tail ], [ %q, %div ]
  ret i32 %r
}
