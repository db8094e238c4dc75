; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Property VT.3: readfirstlane (always uniform, convergent) duplicated into both arms of a new divergent if/else and joined by a phi that %b uses
; verdict: ILLEGAL at %b
; why: "the phi node introduces a merge between divergent control paths which clearly implies that the phi node is divergent. Thus, this transformation is invalid because transformation does not preserve the static uniformity of the convergent operation marked as alwaysUniform" - %b reads a uniform %a in P but a divergent one in P'.
; witness: --threads 8 --args buf (src 1 in every thread; tgt 1 in threads 0..3 and 41 in threads 4..7, and cvg run lists %b divergent)

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
  %split = icmp ult i32 %tid, 4
  br i1 %split, label %then, label %else

then:
  %a.1 = call i32 @readfirstlane(i32 %v)
  br label %join

else:
  %a.2 = call i32 @readfirstlane(i32 %v)
  br label %join

join:
  %a = phi i32 [ %a.1, %then ], [ %a.2, %else ]
  %b = add i32 %a, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %b, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @readfirstlane(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind willreturn memory(none) }
