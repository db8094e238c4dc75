; both arms of a divergent branch start with the same load and end with the same store:
; neither is convergent, so the load is hoisted and the store sunk, whatever the branch.
declare i32 @tid()

define spir_kernel void @k(ptr %p, ptr %out) {
entry:
  %tid = call i32 @tid()
  %c = icmp ult i32 %tid, 3
  br i1 %c, label %then, label %else

then:
  %l1 = load i32, ptr %p, align 4
  %a = add i32 %l1, %tid
  %g1 = getelementptr inbounds i32, ptr %out, i32 1
  store i32 7, ptr %g1, align 4
  br label %join

else:
  %l2 = load i32, ptr %p, align 4
  %b = mul i32 %l2, %tid
  %g2 = getelementptr inbounds i32, ptr %out, i32 1
  store i32 7, ptr %g2, align 4
  br label %join

join:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v, ptr %slot, align 4
  ret void
}
