; Source: ConvergentOperations.rst, "Convergent Operations" (informational notes) and "Opportunistic convergent operations": @total is *not* convergent although it contains the uncontrolled subgroupAdd %r; its call, used only inside a divergent `if (condition)`, sunk into the conditional block
; verdict: LEGAL
; why: "A non-convergent function may contain convergent operations; such operations do not directly depend on the set of threads that enter the function as a single communicating group. Instead, these operations depend on an implementation-defined subset of threads within the body of the function" - the call site is not convergent (no direct call to a convergent function, no attribute, no bundle), and of such a function "callers are free to move call sites ... as they see fit"; the converse with a convergent @total is convergent-callee-call-sunk.ll.
; witness: --threads 8 --args buf (differs, yet legal: src 28 = 0+..+7 in threads 0..2, tgt 3 = 0+1+2; the set of threads at %r was implementation-defined)

define i32 @total(i32 %x) {
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
