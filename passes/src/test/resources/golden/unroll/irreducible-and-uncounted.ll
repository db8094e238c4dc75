; pipeline: loop-unroll<count=2;runtime>
; An irreducible cycle (two entries) and a counted loop with two exits are left alone with a
; reason; the loop %w, whose exit does not compare an induction variable, is unrolled keeping its
; exit test in every copy.
define void @shapes(i1 %c, i32 %n) {
entry:
  br i1 %c, label %left, label %right

left:
  %a = phi i32 [ 0, %entry ], [ %b, %right ]
  %a1 = add i32 %a, 1
  %lc = icmp slt i32 %a1, %n
  br i1 %lc, label %right, label %next

right:
  %b = phi i32 [ 0, %entry ], [ %a1, %left ]
  br label %left

next:
  br label %w

w:
  %v = phi i32 [ 0, %next ], [ %v1, %w ]
  %v1 = xor i32 %v, 5
  %wc = icmp eq i32 %v1, %n
  %wd = and i1 %wc, %c
  br i1 %wd, label %w, label %pre

pre:
  br label %two

two:
  %i = phi i32 [ 0, %pre ], [ %i1, %tlatch ]
  %i1 = add i32 %i, 1
  %early = icmp eq i32 %i, %n
  br i1 %early, label %done, label %tlatch

tlatch:
  %tc = icmp slt i32 %i1, 100
  br i1 %tc, label %two, label %done

done:
  ret void
}
