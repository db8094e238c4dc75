; Source: https://github.com/llvm/llvm-project/issues/180621 (the report's shader with the tokens of its fix https://github.com/llvm/llvm-project/pull/188792) under StructurizeCFG, the AMDGPU backend's structurizer (llc runs it before instruction selection): the break's block %if.then.i, reached from inside the loop, is moved behind the loop's flow blocks
; verdict: LEGAL
; why: @src is the @src of indvars-predicate-exits-loop-token.ll (the report's loop with %looptok, %max controlled by it in the break block); @tgt is opt-22 -mtriple=amdgcn-- -passes=structurizecfg on @src unchanged: the loop now exits through %Flow, %Flow1 and %Flow2, and %if.then.i runs after them. Every thread still leaves the loop in the iteration it left before (thread t in iteration t), so the value of %looptok it carries out is that of its own last iteration; %max, controlled by %looptok, is executed by the threads of one iteration's token together, i.e. by thread t alone, as in @src (ConvergentOperations.rst: a controlled operation's dynamic instance is fixed by its token, not by where the block is placed).
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
  %i.0.i = phi i32 [ 0, %entry ], [ %0, %Flow ]
  %looptok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entrytok) ]
  %cmp.i = icmp ult i32 %i.0.i, 8
  br i1 %cmp.i, label %for.body.i, label %Flow

for.body.i:
  %cmp1.i = icmp eq i32 %i.0.i, %tid
  %inc.i = add nuw nsw i32 %i.0.i, 1
  br label %Flow

Flow:
  %0 = phi i32 [ %inc.i, %for.body.i ], [ poison, %for.cond.i ]
  %1 = phi i1 [ %cmp1.i, %for.body.i ], [ true, %for.cond.i ]
  %2 = phi i1 [ %cmp1.i, %for.body.i ], [ false, %for.cond.i ]
  %3 = phi i1 [ false, %for.body.i ], [ true, %for.cond.i ]
  br i1 %1, label %Flow1, label %for.cond.i

Flow1:
  br i1 %3, label %exit.loopexit, label %Flow2

exit.loopexit:
  br label %Flow2

Flow2:
  br i1 %2, label %if.then.i, label %exit

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
