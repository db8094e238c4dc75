source_filename = "/tmp/cvg-fuzz-12720313485384596157/input.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel() {
entry:
  %first1.i = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  %first1.i1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

define void @callee0() #0 {
entry:
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

define void @callee1() #0 {
entry:
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
  ret void
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
