; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/GVN/convergent.ll (and NewGVN/convergent.ll): GVN must not replace the convergent %v1 in %body by the equal convergent call %v0 that dominates it
; verdict: ILLEGAL at %v1
; why: the regression test's function (%v0 in %entry, the same convergent call %v1 in %body under %cond, a phi joining them) with %cond = %tid < 2, a wave reduction of %tid as the call and the phi stored; @tgt is opt-22 -mtriple=amdgcn-- -passes=gvn on the same function with a non-convergent callee (GVN replaces %v1 by %v0 and folds the phi), the call then made convergent again. In @src %v1 is computed by threads 0 and 1 alone; in @tgt they use %v0, computed by all threads together, so the maximum they store changes (ConvergentOperations.rst: a convergent operation's result depends on the set of threads executing it).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %v0 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br i1 %cond, label %body, label %end

body:
  %v1 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br label %end

end:
  %ret = phi i32 [ %v0, %entry ], [ %v1, %body ]
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ret, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %v0 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  br i1 %cond, label %body, label %end

body:
  br label %end

end:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v0, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
