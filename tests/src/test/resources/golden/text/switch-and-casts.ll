define float @misc(i32 %x, float %f, i8 %b) {
entry:
  switch i32 %x, label %default [
    i32 0, label %zero
    i32 -7, label %neg
  ]

zero:
  %z = zext nneg i8 %b to i32
  %t = trunc nuw nsw i32 %z to i16
  %s = sext i16 %t to i64
  %u = uitofp nneg i64 %s to float
  %fz = freeze float %u
  br label %join

neg:
  %nf = fneg fast float %f
  %sum = fadd nnan ninf float %nf, 1.500000e+00
  %cmp = fcmp olt float %sum, 0.000000e+00
  %sel = select nnan i1 %cmp, float %sum, float %f
  br label %join

default:
  unreachable

join:
  %r = phi float [ %fz, %zero ], [ %sel, %neg ]
  %bits = bitcast float %r to i32
  %ic = icmp samesign ult i32 %bits, 100
  %d = fpext float %r to double
  %back = fptrunc double %d to float
  ret float %back
}
