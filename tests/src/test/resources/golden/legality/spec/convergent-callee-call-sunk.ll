; Source: ConvergentOperations.rst, "Convergent Operations" (informational notes) and "Inferring non-convergence": @total is `convergent` because it contains the uncontrolled subgroupAdd %r; its call, used only inside a divergent `if (condition)`, sunk into the conditional block as if the call were not convergent
; verdict: ILLEGAL at %r
; why: "A call-site in LLVM IR is said to be *convergent* if it is a direct call to a convergent function", and the attribute may be removed only "if it can prove that the execution of this call-site always results in a call to a non-convergent function" (for a function: that it contains no entry intrinsic "or any uncontrolled convergent operations"); @total's %r then sums over the threads for which condition is true instead of all threads that called it together.
; witness: --threads 8 --args buf (src 28 = 0+..+7 in threads 0..2, tgt 3 = 0+1+2)

define i32 @total(i32 %x) #0 {
entry:
  %r = call i32 @subgroupAdd(i32 %x)
  ret i32 %r
}

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %s = call i32 @total(i32 %tid)
  %condition = icmp ult i32 %tid, 3
  br i1 %condition, label %then, label %end

then:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 3
  br i1 %condition, label %then, label %end

then:
  %s = call i32 @total(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
