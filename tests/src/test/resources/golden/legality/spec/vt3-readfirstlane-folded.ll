; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Property VT.3: the always-uniform readfirstlane %a folded into its operand %v (single-threaded it returns its own operand), so %b reads the divergent %v
; verdict: ILLEGAL at %b
; why: "If a static instance X is known to be *uniform*, then after the transform R, its corresponding dynamic instances must also be *uniform* ... a transformation must not replace a \"statically uniform\" value with a *divergent* one." - %b read one value (thread 0's) in every thread of P and a different one per thread in P'.
; witness: --threads 8 --args buf (src 1 in every thread, tgt 1, 11, 21, ..., 71)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %v = mul i32 %tid, 10
  %a = call i32 @readfirstlane(i32 %v)
  %b = add i32 %a, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %b, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %v = mul i32 %tid, 10
  %b = add i32 %v, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %b, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @readfirstlane(i32) #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
