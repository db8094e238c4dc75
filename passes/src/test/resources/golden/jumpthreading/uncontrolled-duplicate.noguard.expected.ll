define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid.1

mid.1:
  %sum.1 = call i32 @subgroupAdd(i32 1)
  %slot.1 = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum.1, ptr %slot.1, align 4
  br label %then2

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %flag = phi i1 [ %cond2, %then1 ]
  %sum = call i32 @subgroupAdd(i32 1)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret void
}

declare i32 @tid() #1

declare i32 @subgroupAdd(i32) #2

declare void @subgroupControlBarrier() #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
