define i32 @numbered(i32 %0, i32 %1) {
  %3 = add i32 %0, %1
  %4 = icmp slt i32 %3, 10
  br i1 %4, label %5, label %7

5:
  %6 = call i32 @numbered(i32 %3, i32 1)
  br label %7

7:
  %8 = phi i32 [ %6, %5 ], [ %3, %2 ]
  ret i32 %8
}

define i32 @gaps(i32 %a) {
  %3 = add i32 %a, 1
  br label %10

10:
  %12 = mul i32 %3, 2
  ret i32 %12
}

define i32 @labelled_entry(i32 %0) {
start:
  %1 = add i32 %0, 1
  ret i32 %1
}
