; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/ADCE/convergence.ll (from https://github.com/llvm/llvm-project/pull/135794): ADCE removing a dead convergent call and the loop heart that only it used
; verdict: LEGAL
; why: the test's @baz (a loop whose heart %tk1 is unused) with a divergent trip count, a wave reduction %dead under %tk1 whose result is unused, and a live reduction %r after the loop under the entry token; @tgt is opt-22 -mtriple=amdgcn-- -passes=adce on @src unchanged: %dead and then %tk1 are removed. Removing an operation whose result nobody uses creates no group, and %r is executed by the same threads under the same token (ConvergentOperations.rst: every group of the transformed program is one of the original).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tk0 = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %tk1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %tk0) ]
  %cmp = icmp ult i32 %i, %tid
  br i1 %cmp, label %body, label %exit

body:
  %dead = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0) [ "convergencectrl"(token %tk1) ]
  %i.next = add i32 %i, 1
  br label %header

exit:
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0) [ "convergencectrl"(token %tk0) ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tk0 = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %header

header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %body ]
  %cmp = icmp ult i32 %i, %tid
  br i1 %cmp, label %body, label %exit

body:
  %i.next = add i32 %i, 1
  br label %header

exit:
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %i, i32 0) [ "convergencectrl"(token %tk0) ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
