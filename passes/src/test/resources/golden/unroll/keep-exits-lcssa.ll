; pipeline: loop-unroll<count=2;partial>
; A search loop whose exit is not a canonical compare (found, or past 100): unrolled by 2 keeping
; the exit test in both copies. %i and %sum are used after the loop, so the exit block gets phis
; joining the two copies' values; the uncontrolled convergent %s runs in copy k mod 2 of iteration
; k for every thread, so its grouping is kept although the exit is divergent.
define spir_kernel void @search(ptr %p) #0 {
entry:
  %tid = call i32 @tid()
  %n = and i32 %tid, 7
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum1, %loop ]
  %slot = getelementptr inbounds i32, ptr %p, i32 %i
  %x = load i32, ptr %slot, align 4
  %s = call i32 @subgroupAdd(i32 %x)
  %sum1 = add i32 %sum, %s
  %i1 = add i32 %i, 1
  %found = icmp eq i32 %x, %n
  %big = icmp sgt i32 %i1, 100
  %stop = or i1 %found, %big
  br i1 %stop, label %exit, label %loop

exit:
  %r = mul i32 %i, 1000
  %r2 = add i32 %r, %sum1
  %out = getelementptr inbounds i32, ptr %p, i32 %tid
  store i32 %r2, ptr %out, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
