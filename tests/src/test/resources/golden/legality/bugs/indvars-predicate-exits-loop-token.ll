; Source: https://github.com/llvm/llvm-project/issues/164496 (fixed by https://github.com/llvm/llvm-project/pull/165643), [IndVarSimplify] predicating the exits of a loop whose loop token is used outside the loop: every thread leaves in the first iteration, so WaveActiveMax sees all threads ("WaveActiveMax is always 7 for a wave size of 8")
; verdict: ILLEGAL at %max
; why: @src is the fix's test llvm/test/Transforms/IndVarSimplify/skip-predication-convergence.ll (the HLSL loop `for (i = 0; i < 8; i++) if (i == TID.x) { Out[TID.x] = WaveActiveMax(TID.x); break; }`) with the thread id from workitem.id.x and WaveActiveMax as wave.reduce.umax; @tgt is what opt-22 -passes=indvars -indvars-predicate-loops=1 makes of the same loop without tokens (the pass before the fix did not look at tokens), with the three token operations left where they were. In @src thread t reaches %max alone, in iteration t of %looptok; in @tgt all threads t < 8 reach it in iteration 0 together.
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
  %umin = call i32 @llvm.umin.i32(i32 %tid, i32 8)
  %stay = icmp ne i32 8, %umin
  %hit = icmp eq i32 %tid, %umin
  br label %for.cond.i

for.cond.i:
  %looptok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entrytok) ]
  br i1 %stay, label %for.body.i, label %exit.loopexit

for.body.i:
  br i1 %hit, label %if.then.i, label %for.cond.i

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

declare i32 @llvm.umin.i32(i32, i32)

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
