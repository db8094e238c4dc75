define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %half = add i32 %low, 1
  %trips = shl i32 %half, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext.1, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext.1, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %counter, 1
  %r.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() #1

declare token @llvm.experimental.convergence.loop() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
