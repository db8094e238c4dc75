target triple = "amdgcn--"

define amdgpu_kernel void @kernel() {
entry:
  call void @callee1()
  call void @callee0()
  ret void
}

define void @callee0() convergent {
entry:
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

define void @callee1() convergent {
entry:
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

attributes #0 = { convergent nounwind readnone }
