; Source: ConvergentOperations.rst, "Texture sampling in a pixel shader": textureSample under the entry token sunk into `if (condition)`
; verdict: ILLEGAL at %color
; why: "if the condition is false for some neighboring pixels, then their corresponding threads will not execute together in the group, making it impossible to take the difference of coordinates" - the sample loses its quad partners.
; witness: --threads 8 --args buf (src stores defined samples in threads 0,2,4,6; in tgt their quads are incomplete and the samples undefined, printed as 0)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %coordinates = mul i32 %tid, 3
  %color = call i32 @textureSample(i32 7, i32 %coordinates) [ "convergencectrl"(token %entry) ]
  %bit = and i32 %tid, 1
  %condition = icmp eq i32 %bit, 0
  br i1 %condition, label %then, label %end

then:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %color, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %coordinates = mul i32 %tid, 3
  %bit = and i32 %tid, 1
  %condition = icmp eq i32 %bit, 0
  br i1 %condition, label %then, label %end

then:
  %color = call i32 @textureSample(i32 7, i32 %coordinates) [ "convergencectrl"(token %entry) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %color, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @textureSample(i32, i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
