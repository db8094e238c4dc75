define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %n = add i32 %low, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %start ], [ %iNext, %loop ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %loop ]
  %r = call i32 @subgroupAdd(i32 1)
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %iNext = add i32 %i, 1
  %more = icmp slt i32 %iNext, %n
  br i1 %more, label %loop, label %exit

exit:
  store i32 %accNext, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1

declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
