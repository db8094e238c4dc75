declare void @f() #0

declare i32 @g(i32 noundef, ptr nocapture readonly) #1

declare i32 @printf(ptr, ...)

declare i64 @llvm.read_register.i64(metadata)

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.loop()

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

define amdgpu_kernel void @kernel(ptr addrspace(1) inreg noalias %out, i32 %x) #0 {
entry:
  %t = call token @llvm.experimental.convergence.entry()
  call void @f() [ "convergencectrl"(token %t) ]
  %r = tail call noundef i32 @g(i32 noundef %x, ptr null) #1
  %p = call i32 (ptr, ...) @printf(ptr null, i32 %r, double 1.000000e+00)
  %u = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %p) [ "convergencectrl"(token %t) ]
  br label %loop

loop:
  %l = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t) ]
  call void @f() #0 [ "convergencectrl"(token %l) ]
  br i1 true, label %loop, label %done

done:
  callbr void asm "", "r,!i"(i32 %u)
          to label %ret [label %other]

ret:
  ret void

other:
  ret void
}

define i64 @uncontrolled(ptr %fp, i32 %x) {
  call fastcc void %fp(i32 1)
  %reg = call i64 @llvm.read_register.i64(metadata !0) convergent
  %asm = call i32 asm sideeffect "v_mov_b32 $0, $1", "=v,v"(i32 %x)
  ret i64 %reg
}

attributes #0 = { convergent nounwind }
attributes #1 = { nounwind memory(argmem: read) "amdgpu-flat-work-group-size"="1,256" }

!0 = !{!"exec"}
