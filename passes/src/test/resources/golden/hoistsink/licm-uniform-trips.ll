; pass: licm
; licm: an uncontrolled subgroupAdd with a loop-invariant operand, in a rotated loop whose trip
; count %n is a kernel argument (uniform). Every thread runs every iteration with the same
; group, yet hoisting would turn %r's instance per iteration into one: refused (conservatively:
; the unguarded hoist is LEGAL, the loop's exit branch being uniform). The invariant %scaled
; beside it is hoisted.

define spir_kernel void @src(ptr %out, i32 %n) #0 {
start:
  %tid = call i32 @tid()
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  br label %loop

loop:
  %i = phi i32 [ 0, %start ], [ %iNext, %loop ]
  %acc = phi i32 [ 0, %start ], [ %accNext, %loop ]
  %r = call i32 @subgroupAdd(i32 %tid)
  %scaled = mul i32 %tid, 3
  %accNext = add i32 %acc, %r
  store i32 %accNext, ptr %slot, align 4
  %iNext = add i32 %i, 1
  %more = icmp slt i32 %iNext, %n
  br i1 %more, label %loop, label %exit

exit:
  %last = add i32 %accNext, %scaled
  store i32 %last, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
