; pipeline: loop-unroll<count=2;runtime>
; Beyond LLVM: the spec's heart loop (%inner uses the outer anchor) whose trip count comes from a
; kernel argument, so it is uniform: every converged thread runs the same unrolled and remainder
; iterations, and the remainder the spec forbids for divergent trip counts keeps every grouping.
define spir_kernel void @src(ptr %out, i32 %n) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %n, 3
  %trips = add i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %body ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %r
  %counterNext = sub i32 %counter, 1
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
