; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/GVNHoist/hoist-convergent.ll, @no_convergent_func_hoisting "Check that convergent calls are not hoisted": GVNHoist merging the two equal convergent calls of %if.then and %if.else into one in %entry
; verdict: ILLEGAL at %mul2
; why: the regression test's diamond (the same convergent call on both sides of a branch on %cmp, joined by a phi) with %cmp divergent, integer operands and the result stored; @tgt is the hoisting the test forbids (opt-22 -passes=gvn-hoist does not do it), the survivor keeping the first name. In @src the threads of each side execute their call apart; in @tgt all threads execute %mul2 together (ConvergentOperations.rst, hoisting subgroupAdd out of a divergent branch).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cmp = icmp ult i32 %tid, 2
  br i1 %cmp, label %if.then, label %if.else

if.then:
  %sub1 = sub i32 100, %tid
  %mul2 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %sub1, i32 0)
  br label %if.end

if.else:
  %sub5 = sub i32 100, %tid
  %mul6 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %sub5, i32 0)
  br label %if.end

if.end:
  %tmax.0 = phi i32 [ %mul2, %if.then ], [ %mul6, %if.else ]
  %add = add i32 %tmax.0, 10
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %add, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cmp = icmp ult i32 %tid, 2
  %sub1 = sub i32 100, %tid
  %mul2 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %sub1, i32 0)
  br i1 %cmp, label %if.then, label %if.else

if.then:
  br label %if.end

if.else:
  br label %if.end

if.end:
  %add = add i32 %mul2, 10
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %add, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
