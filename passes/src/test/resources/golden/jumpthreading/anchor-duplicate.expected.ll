define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid.1

mid.1:
  %anchor.1 = call token @llvm.experimental.convergence.anchor()
  %sum.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %anchor.1) ]
  %slot.1 = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum.1, ptr %slot.1, align 4
  br label %then2

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %flag = phi i1 [ %cond2, %then1 ]
  %anchor = call token @llvm.experimental.convergence.anchor()
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %anchor) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1

declare token @llvm.experimental.convergence.anchor() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

declare void @subgroupControlBarrier() #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
