; Source: https://github.com/llvm/llvm-project/pull/165643, [IndVarSimplify] Fix IndVarSimplify to skip on unfolding predicates when the loop contains control convergence operations: the fixed output leaves the loop as it is
; verdict: LEGAL
; why: the CHECK lines of llvm/test/Transforms/IndVarSimplify/skip-predication-convergence.ll keep the loop and its exit tests (up to a samesign flag on %cmp.i), so @tgt is @src and thread t still reaches %max alone in iteration t.
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %array) #0 {
entry:
  %entrytok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond.i

for.cond.i:
  %i.0.i = phi i32 [ 0, %entry ], [ %inc.i, %for.body.i ]
  %looptok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entrytok) ]
  %cmp.i = icmp ult i32 %i.0.i, 8
  br i1 %cmp.i, label %for.body.i, label %exit.loopexit

for.body.i:
  %cmp1.i = icmp eq i32 %i.0.i, %tid
  %inc.i = add nuw nsw i32 %i.0.i, 1
  br i1 %cmp1.i, label %if.then.i, label %for.cond.i

exit.loopexit:
  br label %exit

if.then.i:
  %max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %looptok) ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %array, i32 %tid
  store i32 %max, ptr addrspace(1) %slot, align 4
  br label %exit

exit:
  ret void
}

define void @tgt(ptr addrspace(1) %array) #0 {
entry:
  %entrytok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond.i

for.cond.i:
  %i.0.i = phi i32 [ 0, %entry ], [ %inc.i, %for.body.i ]
  %looptok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entrytok) ]
  %cmp.i = icmp ult i32 %i.0.i, 8
  br i1 %cmp.i, label %for.body.i, label %exit.loopexit

for.body.i:
  %cmp1.i = icmp eq i32 %i.0.i, %tid
  %inc.i = add nuw nsw i32 %i.0.i, 1
  br i1 %cmp1.i, label %if.then.i, label %for.cond.i

exit.loopexit:
  br label %exit

if.then.i:
  %max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %looptok) ]
  %slot = getelementptr inbounds i32, ptr addrspace(1) %array, i32 %tid
  store i32 %max, ptr addrspace(1) %slot, align 4
  br label %exit

exit:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
