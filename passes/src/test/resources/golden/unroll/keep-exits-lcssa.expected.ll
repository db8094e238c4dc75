define spir_kernel void @search(ptr %p) #0 {
entry:
  %tid = call i32 @tid()
  %n = and i32 %tid, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1.1, %loop.1 ]
  %sum = phi i32 [ 0, %entry ], [ %sum1.1, %loop.1 ]
  %slot = getelementptr inbounds i32, ptr %p, i32 %i
  %x = load i32, ptr %slot, align 4
  %s = call i32 @subgroupAdd(i32 %x)
  %sum1 = add i32 %sum, %s
  %i1 = add i32 %i, 1
  %found = icmp eq i32 %x, %n
  %big = icmp sgt i32 %i1, 100
  %stop = or i1 %found, %big
  br i1 %stop, label %exit, label %loop.1

loop.1:
  %slot.1 = getelementptr inbounds i32, ptr %p, i32 %i1
  %x.1 = load i32, ptr %slot.1, align 4
  %s.1 = call i32 @subgroupAdd(i32 %x.1)
  %sum1.1 = add i32 %sum1, %s.1
  %i1.1 = add i32 %i1, 1
  %found.1 = icmp eq i32 %x.1, %n
  %big.1 = icmp sgt i32 %i1.1, 100
  %stop.1 = or i1 %found.1, %big.1
  br i1 %stop.1, label %exit, label %loop

exit:
  %sum1.lcssa = phi i32 [ %sum1, %loop ], [ %sum1.1, %loop.1 ]
  %i.lcssa = phi i32 [ %i, %loop ], [ %i1, %loop.1 ]
  %r = mul i32 %i.lcssa, 1000
  %r2 = add i32 %r, %sum1.lcssa
  %out = getelementptr inbounds i32, ptr %p, i32 %tid
  store i32 %r2, ptr %out, align 4
  ret void
}

declare i32 @tid() #1

declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
