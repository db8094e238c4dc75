; Source: https://github.com/llvm/llvm-project/pull/129037, "[AMDGPU] Hoist readlane/readfirstlane through unary/binary operands": InstCombine turns readfirstlane(%tid + 5) into readfirstlane(%tid) + 5
; verdict: LEGAL
; why: a readfirstlane of %tid + 5 under the divergent %cond = %tid >= 2; @tgt is opt-22 -mtriple=amdgcn-- -passes=instcombine on @src unchanged (the PR's combine, plus InstCombine's usual rewrites of the compare and the index). %r stays in %then, executed by the same threads, and the first active lane's %tid + 5 equals the first active lane's %tid, plus 5; the stored value stays uniform among the threads of %then (ConvergenceAndUniformity.rst, Statement 2: the use of a uniform value stays uniform).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp uge i32 %tid, 2
  br i1 %cond, label %then, label %end

then:
  %x = add i32 %tid, 5
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %r, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp samesign ugt i32 %tid, 1
  br i1 %cond, label %then, label %end

then:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %0 = add nuw nsw i32 %r, 5
  %1 = zext nneg i32 %tid to i64
  %slot = getelementptr i32, ptr addrspace(1) %out, i64 %1
  store i32 %0, ptr addrspace(1) %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
