declare i32 @tid()

declare i32 @subgroupAdd(i32) convergent nounwind

define spir_kernel void @uniform(ptr %out, i32 %n) convergent {
entry:
  %tid = call i32 @tid()
  %c = icmp slt i32 %n, 4
  %a = mul i32 %tid, 3
  %b = mul i32 %tid, 5
  %spec.select = select i1 %c, i32 %a, i32 %b
  %s1 = call i32 @subgroupAdd(i32 %tid)
  %sum = add i32 %spec.select, %s1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  ret void
}

define spir_kernel void @divergent(ptr %out, i32 %n) convergent {
entry:
  %tid = call i32 @tid()
  %c = icmp slt i32 %tid, 4
  br i1 %c, label %then, label %else

then:
  %a = mul i32 %tid, 3
  %s1 = call i32 @subgroupAdd(i32 %tid)
  br label %join

else:
  %b = mul i32 %tid, 5
  %s2 = call i32 @subgroupAdd(i32 %tid)
  br label %join

join:
  %v = phi i32 [ %a, %then ], [ %b, %else ]
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  %sum = add i32 %v, %s
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  ret void
}
