define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %entry = call token @llvm.experimental.convergence.entry()
  %c = call i32 @callee(i32 %tid) [ "convergencectrl"(token %entry) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %c, ptr %slot, align 4
  ret void
}

define internal i32 @callee(i32 %t) #0 {
cstart:
  %odd = and i32 %t, 1
  %first = icmp eq i32 %odd, 0
  br i1 %first, label %p, label %q

p:
  %i = phi i32 [ 0, %cstart ], [ %j, %q ]
  %v = call i32 @subgroupAdd(i32 1)
  %iNext = add i32 %i, %v
  %stop = icmp sgt i32 %iNext, 6
  br i1 %stop, label %done, label %q

q:
  %j = phi i32 [ 1, %cstart ], [ %iNext, %p ]
  %jNext = add i32 %j, 1
  br label %p

done:
  ret i32 %iNext
}

declare token @llvm.experimental.convergence.entry() #1

declare token @llvm.experimental.convergence.anchor() #1

declare token @llvm.experimental.convergence.loop() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
