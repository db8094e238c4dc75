declare i32 @tid()

define spir_kernel void @k(ptr %p, ptr %out) {
entry:
  %tid = call i32 @tid()
  %c = icmp ult i32 %tid, 3
  %l1 = load i32, ptr %p, align 4
  %a = add i32 %l1, %tid
  %b = mul i32 %l1, %tid
  %spec.select = select i1 %c, i32 %a, i32 %b
  %g1 = getelementptr inbounds i32, ptr %out, i32 1
  store i32 7, ptr %g1, align 4
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %spec.select, ptr %slot, align 4
  ret void
}
