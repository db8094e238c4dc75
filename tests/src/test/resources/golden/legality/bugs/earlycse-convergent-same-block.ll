; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/EarlyCSE/AMDGPU/convergent-call.ll, @test_read_register_samebb: EarlyCSE merging two equal convergent calls of one block
; verdict: LEGAL
; why: the test's same-block case with a wave reduction of %tid as the convergent call; @tgt is opt-22 -mtriple=amdgcn-- -passes=early-cse on @src unchanged (%v1 replaced by %v0). Nothing between the two calls can make a thread leave, so %v0 and %v1 are executed by the same threads and compute the same value; the survivor's group is the group of both originals (ConvergentOperations.rst: every group of the transformed program is one the original had).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v0 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %v1 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %s = add i32 %v0, %v1
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v0 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %s = add i32 %v0, %v0
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
