; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Property VT.1: the example `A = B ? C : E` with B constant true simplified to `A = C`; here %a = select true, %c, %e, used by the convergent %u = subgroupAdd(%a), becomes a use of %c
; verdict: LEGAL
; why: "After transformation, A and C in P both correspond to C in P'" - "the transformation establishes a *close correspondence* between the set D({A, C}) in program P and the set D'(C) in program P'": every instance of %u reads the value it read before, among the same threads.
; witness: --threads 8 --args buf (identical buffers: %c = readfirstlane(%tid + 1) is 1 in every thread, so %u = 8 and thread t stores t * 1000 + 8)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %cv = add i32 %tid, 1
  %c = call i32 @readfirstlane(i32 %cv)
  %e = mul i32 %tid, 7
  %a = select i1 true, i32 %c, i32 %e
  %u = call i32 @subgroupAdd(i32 %a)
  %high = mul i32 %tid, 1000
  %result = add i32 %high, %u
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %cv = add i32 %tid, 1
  %c = call i32 @readfirstlane(i32 %cv)
  %u = call i32 @subgroupAdd(i32 %c)
  %high = mul i32 %tid, 1000
  %result = add i32 %high, %u
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
