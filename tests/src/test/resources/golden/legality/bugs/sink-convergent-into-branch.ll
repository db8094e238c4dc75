; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/Sink/convergent.ll, "Verify that IR sinking does not move convergent operations to blocks that are not control equivalent": the sink pass moving the convergent %c from %entry into %then
; verdict: ILLEGAL at %c
; why: the regression test's function (%c computed in %entry, used only in %then, branch on %arg) with %arg divergent and the returns made stores; @tgt is the sinking the test forbids (opt-22 -passes=sink does not do it). In @src all threads execute %c together; in @tgt only the %arg-true threads do (like the spec's texture-sink example, ConvergentOperations.rst).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arg = icmp ult i32 %tid, 2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br i1 %arg, label %then, label %end

then:
  store i32 %c, ptr addrspace(1) %slot, align 4
  ret void

end:
  store i32 0, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %arg = icmp ult i32 %tid, 2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br i1 %arg, label %then, label %end

then:
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  store i32 %c, ptr addrspace(1) %slot, align 4
  ret void

end:
  store i32 0, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
