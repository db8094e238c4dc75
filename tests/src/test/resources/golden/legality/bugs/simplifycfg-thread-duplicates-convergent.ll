; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/SimplifyCFG/convergent.ll, @test_01: SimplifyCFG must not thread the branch of %merge, whose convergent call would be duplicated into both predecessors
; verdict: ILLEGAL at %b
; why: the regression test's CFG (a branch on %cond, a convergent call in %merge, a second branch on the same %cond) with %cond divergent; @tgt is opt-22 -mtriple=amdgcn-- -passes=simplifycfg on the same function with a non-convergent callee (the threading the test forbids), the calls then made convergent again. In @src all threads execute %b together in %merge; in @tgt the %cond-true threads execute the copy %b.c and the others %b, so neither group is the original one (ConvergentOperations.rst, "jump threading" duplicating a convergent operation).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  br i1 %cond, label %merge, label %if.false

if.false:
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %merge

merge:
  %b = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %slot, align 4
  br i1 %cond, label %exit, label %if.false.2

if.false.2:
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %exit

exit:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  br i1 %cond, label %exit.critedge, label %if.false

if.false:
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %b = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b, ptr addrspace(1) %slot, align 4
  %c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %exit

exit.critedge:
  %b.c = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %slot.c = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %b.c, ptr addrspace(1) %slot.c, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
