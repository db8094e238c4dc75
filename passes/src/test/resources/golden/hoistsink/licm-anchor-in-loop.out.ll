define spir_kernel void @src(ptr %out, i32 %n) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %start ], [ %iNext, %loop ]
  %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %tok = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  store i32 %r, ptr %slot, align 4
  %iNext = add i32 %i, 1
  %more = icmp slt i32 %iNext, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1

declare token @llvm.experimental.convergence.loop() #1

declare token @llvm.experimental.convergence.anchor() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
