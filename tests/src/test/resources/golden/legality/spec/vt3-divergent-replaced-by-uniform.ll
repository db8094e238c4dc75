; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Property VT.3: "A transformation may replace a *divergent* value with a *uniform* value, if possible": %v = (%tid - %tid) + %n, divergent for the analysis, replaced by the uniform kernel argument %n it always equals, at its use by the convergent subgroupAdd %s
; verdict: LEGAL
; why: "A transformation may replace a *divergent* value with a *uniform* value, if possible. However, a transformation must not replace a \"statically uniform\" value with a *divergent* one." - %s reads the same values among the same threads; only the static classification of its operand improves.
; witness: --threads 8 --args buf,3 (identical buffers: %s = 24 = 8 * 3 in every thread)

define spir_kernel void @src(ptr %out, i32 %n) #0 {
start:
  %tid = call i32 @tid()
  %zero = sub i32 %tid, %tid
  %v = add i32 %zero, %n
  %s = call i32 @subgroupAdd(i32 %v)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out, i32 %n) #0 {
start:
  %tid = call i32 @tid()
  %s = call i32 @subgroupAdd(i32 %n)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @readfirstlane(i32) #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
