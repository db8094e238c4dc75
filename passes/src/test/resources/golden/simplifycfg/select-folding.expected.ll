define i32 @f(i32 %a, i32 %b) {
entry:
  %c = icmp slt i32 %a, %b
  %t = add i32 %a, 1
  %e = shl i32 %b, 2
  %spec.select = select i1 %c, i32 %t, i32 %e
  %d = icmp eq i32 %spec.select, 0
  %x1 = xor i32 %spec.select, 5
  %spec.select.1 = select i1 %d, i32 %x1, i32 %spec.select
  %z = icmp ugt i32 %spec.select.1, 9
  br i1 %z, label %div, label %done

div:
  %q = udiv i32 %a, %spec.select.1
  br label %done

done:
  %r = phi i32 [ %spec.select.1, %entry ], [ %q, %div ]
  ret i32 %r
}
