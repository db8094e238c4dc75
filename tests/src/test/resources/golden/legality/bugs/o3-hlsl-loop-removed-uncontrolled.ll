; Source: https://github.com/llvm/llvm-project/issues/180621, "[HLSL][DirectX] Loop is removed when exit condition is convergent" (resolved by https://github.com/llvm/llvm-project/pull/188792, which makes clang emit convergence tokens): the report's loop without tokens, removed by the -O3 pipeline (LoopRotate, IndVarSimplify, SimpleLoopUnswitch, SimplifyCFG)
; verdict: LEGAL
; why: @src is the report's shader (`for (i = 0; i < 8; i++) if (i == TID.x) { Out[TID.x] = WaveActiveMax(TID.x); break; }`) as the fix's tests write it, but without tokens (the thread id from workitem.id.x, WaveActiveMax as wave.reduce.umax); @tgt is opt-22 -mtriple=amdgcn-- -S -O3 on @src (LLVM 22 still does it), with the inferred function and parameter attributes left out. The report's expectation (one lane per iteration) is the HLSL meaning, which the IR without tokens does not carry: %wave lies in the break block %if.then, outside the cycle, so maximal convergence (ConvergenceAndUniformity.rst) and the spec's "Inferring Tokens" procedure (an operation in no cycle takes the entry token, ConvergentOperations.rst) both make every thread that reaches it execute it together, whichever iteration it left in; in @tgt the same threads (t < 8) execute it together. The report was fixed by emitting tokens, with which the transform is refused (o3-hlsl-loop-token-kept-fixed.ll, indvars-predicate-exits-loop-token.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %array) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  br label %for.cond

for.cond:
  %i = phi i32 [ 0, %entry ], [ %inc, %for.body ]
  %cmp = icmp ult i32 %i, 8
  br i1 %cmp, label %for.body, label %for.end

for.body:
  %cmp1 = icmp eq i32 %i, %tid
  %inc = add nuw i32 %i, 1
  br i1 %cmp1, label %if.then, label %for.cond

if.then:
  %wave = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %gep = getelementptr inbounds i32, ptr addrspace(1) %array, i32 %tid
  store i32 %wave, ptr addrspace(1) %gep, align 4
  br label %for.end

for.end:
  ret void
}

define void @tgt(ptr addrspace(1) %array) #0 {
entry:
  %tid = tail call i32 @llvm.amdgcn.workitem.id.x()
  %.not = icmp samesign ugt i32 %tid, 7
  br i1 %.not, label %for.end, label %if.then

if.then:
  %wave = tail call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %0 = zext nneg i32 %tid to i64
  %gep = getelementptr inbounds nuw i32, ptr addrspace(1) %array, i64 %0
  store i32 %wave, ptr addrspace(1) %gep, align 4
  br label %for.end

for.end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
