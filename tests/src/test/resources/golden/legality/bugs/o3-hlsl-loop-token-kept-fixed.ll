; Source: https://github.com/llvm/llvm-project/issues/180621 and its fix https://github.com/llvm/llvm-project/pull/188792 ("Emit convergence control tokens when targeting DirectX", tests LoopRotate/convergent-controlled.ll and SimpleLoopUnswitch/convergent-controlled.ll): with the tokens, the -O3 pipeline keeps the loop
; verdict: LEGAL
; why: @src is the report's shader with its tokens, as in the fix's IndVarSimplify test skip-predication-convergence.ll (the @src of indvars-predicate-exits-loop-token.ll); @tgt is opt-22 -mtriple=amdgcn-- -S -O3 on @src, with the inferred function and parameter attributes left out: the loop and its heart %looptok stay, only the exit test becomes %i.0.i == 8 (the same decision, as %i.0.i counts from 0 by 1) and the index is widened. Every thread still leaves in the iteration in which it reaches %max, so each thread executes %max alone under its own iteration's token, as in @src.
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
  %entrytok = tail call token @llvm.experimental.convergence.entry()
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond.i

for.cond.i:
  %i.0.i = phi i32 [ 0, %entry ], [ %inc.i, %for.body.i ]
  %looptok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entrytok) ]
  %exitcond.not = icmp eq i32 %i.0.i, 8
  br i1 %exitcond.not, label %exit, label %for.body.i

for.body.i:
  %cmp1.i = icmp eq i32 %i.0.i, %tid
  %inc.i = add nuw nsw i32 %i.0.i, 1
  br i1 %cmp1.i, label %if.then.i, label %for.cond.i

if.then.i:
  %max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %looptok) ]
  %0 = zext nneg i32 %tid to i64
  %slot = getelementptr inbounds nuw i32, ptr addrspace(1) %array, i64 %0
  store i32 %max, ptr addrspace(1) %slot, align 4
  br label %exit

exit:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
