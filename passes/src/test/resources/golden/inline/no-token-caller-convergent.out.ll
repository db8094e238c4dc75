define spir_kernel void @src(ptr %out) #0 {
start:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %v.i = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %entry.tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %v.i, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

define internal i32 @callee(i32 %x) #0 {
start:
  %tok = call token @llvm.experimental.convergence.entry()
  %v = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %tok) ]
  ret i32 %v
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
