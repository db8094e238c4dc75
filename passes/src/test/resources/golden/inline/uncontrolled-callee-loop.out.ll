define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  %outer = call token @llvm.experimental.convergence.anchor()
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %cdone.i ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %cdone.i ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %odd.i = and i32 %tid, 1
  %n.i = add i32 1, %odd.i
  br label %cl.i

cl.i:
  %k.i = phi i32 [ 0, %body ], [ %kNext.i, %cl.i ]
  %s.i = phi i32 [ 0, %body ], [ %sNext.i, %cl.i ]
  %loop.tok.i = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %inner) ]
  %v.i = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %loop.tok.i) ]
  %sNext.i = add i32 %s.i, %v.i
  %kNext.i = add i32 %k.i, 1
  %again.i = icmp slt i32 %kNext.i, %n.i
  br i1 %again.i, label %cl.i, label %cdone.i

cdone.i:
  %scaled = mul i32 %acc, 10
  %accNext = add i32 %scaled, %sNext.i
  %counterNext = sub i32 %counter, 1
  br label %while

exit:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %acc, ptr %slot, align 4
  ret void
}

define internal i32 @callee(i32 %x, i32 %t) #0 {
cstart:
  %odd = and i32 %t, 1
  %n = add i32 %x, %odd
  br label %cl

cl:
  %k = phi i32 [ 0, %cstart ], [ %kNext, %cl ]
  %s = phi i32 [ 0, %cstart ], [ %sNext, %cl ]
  %v = call i32 @subgroupAdd(i32 1)
  %sNext = add i32 %s, %v
  %kNext = add i32 %k, 1
  %again = icmp slt i32 %kNext, %n
  br i1 %again, label %cl, label %cdone

cdone:
  ret i32 %sNext
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
