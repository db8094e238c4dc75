; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Property VT.2: "a classical value forwarding optimization": %b computes the same value as %a (= readfirstlane), and %c, which used %b, now uses %a; %c feeds the convergent subgroupAdd %s
; verdict: LEGAL
; why: "The use-def pair {A, C} in the transformed program corresponds to the use-def pair {{A, B}, {B, C}} in the original program": every instance of %c reads, among the same converged threads, the value of the instance of %a that its %b forwarded, so the uniform use stays uniform.
; witness: --threads 8 --args buf (identical buffers: %a is 10 from thread 0, so %c = 11 and %s = 88; stored 88 + tid * 1000)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %v = add i32 %tid, 10
  %a = call i32 @readfirstlane(i32 %v)
  %b = or i32 %a, 0
  %c = add i32 %b, 1
  %s = call i32 @subgroupAdd(i32 %c)
  %high = mul i32 %tid, 1000
  %result = add i32 %high, %s
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %v = add i32 %tid, 10
  %a = call i32 @readfirstlane(i32 %v)
  %c = add i32 %a, 1
  %s = call i32 @subgroupAdd(i32 %c)
  %high = mul i32 %tid, 1000
  %result = add i32 %high, %s
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @readfirstlane(i32) #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
