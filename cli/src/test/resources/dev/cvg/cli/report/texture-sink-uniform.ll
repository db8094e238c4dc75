; Source: ConvergentOperations.rst, "Texture sampling in a pixel shader": the same sinking when the condition is uniform (a kernel argument)
; verdict: LEGAL
; why: "A program transform can still sink the call if it can prove somehow ... that %condition is always uniform across the threads referenced by the convergence token %entry" - a kernel argument is the same in every thread.
; witness: --threads 8 --args buf,1 (identical buffers in src and tgt, also with --args buf,0)

define spir_kernel void @src(ptr %out, i32 %flag) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %coordinates = mul i32 %tid, 3
  %color = call i32 @textureSample(i32 7, i32 %coordinates) [ "convergencectrl"(token %entry) ]
  %condition = icmp ne i32 %flag, 0
  br i1 %condition, label %then, label %end

then:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %color, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out, i32 %flag) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %coordinates = mul i32 %tid, 3
  %condition = icmp ne i32 %flag, 0
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
