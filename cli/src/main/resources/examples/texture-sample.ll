; ConvergentOperations.rst, "Texture sampling in a pixel shader": the sample uses the entry
; token and has no control dependence, so sinking it into %then is forbidden.

define amdgpu_ps void @example_shader(float %texture, float %coordinates, i32 %flag, ptr addrspace(1) inreg %out) #0 {
entry:
  %tok = call token @llvm.experimental.convergence.entry()
  %color = call float @textureSample(float %texture, float %coordinates) [ "convergencectrl"(token %tok) ]
  %condition = icmp ne i32 %flag, 0
  br i1 %condition, label %then, label %end

then:
  store float %color, ptr addrspace(1) %out, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare float @textureSample(float, float) #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
