define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext.1, %while.unr ]
  %acc = phi i32 [ 0, %start ], [ %accNext.1, %while.unr ]
  %iters.left = icmp sgt i32 %counter, 1
  br i1 %iters.left, label %while.unr, label %while.epil

while.unr:
  %tok = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %counter, 1
  %tok.1 = call token @llvm.experimental.convergence.anchor()
  %r.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.1) ]
  %scaled.1 = mul i32 %accNext, 10
  %accNext.1 = add i32 %scaled.1, %r.1
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while

while.epil:
  %counter.epil = phi i32 [ %counter, %while ], [ %counterNext.epil, %body.epil ]
  %acc.epil = phi i32 [ %acc, %while ], [ %accNext.epil, %body.epil ]
  %more.epil = icmp sgt i32 %counter.epil, 0
  br i1 %more.epil, label %body.epil, label %exit

body.epil:
  %tok.epil = call token @llvm.experimental.convergence.anchor()
  %r.epil = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok.epil) ]
  %scaled.epil = mul i32 %acc.epil, 10
  %accNext.epil = add i32 %scaled.epil, %r.epil
  %counterNext.epil = sub i32 %counter.epil, 1
  br label %while.epil

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc.epil, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
