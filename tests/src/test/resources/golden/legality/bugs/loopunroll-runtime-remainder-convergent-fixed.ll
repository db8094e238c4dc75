; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LoopUnroll/convergent.ll, @runtime_unroll: the fixed output, unrolled by 4 (a power of 2 dividing the trip multiple 12) with no remainder
; verdict: LEGAL
; why: opt-22 -mtriple=amdgcn-- -passes=loop-unroll -unroll-runtime -unroll-allow-partial on @src as it is (the convergent callee limits the count to 4, as the test's CHECK lines say); every thread's trip count is a multiple of 4, so original iteration 4m+j of every thread is copy j of unrolled iteration m and the groups at each copy are those of the original iterations (the spec pair unroll-heart-multiple.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %n = add i32 %odd, 1
  %loop_ctl = mul nsw i32 %n, 12
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %l3

l3:
  %x.0 = phi i32 [ 0, %entry ], [ %inc, %l3 ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x.0, i32 0)
  store i32 %r, ptr addrspace(1) %slot, align 4
  %inc = add nsw i32 %x.0, 1
  %exitcond = icmp eq i32 %inc, %loop_ctl
  br i1 %exitcond, label %exit, label %l3

exit:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %n = add i32 %odd, 1
  %loop_ctl = mul nsw i32 %n, 12
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %l3

l3:
  %x.0 = phi i32 [ 0, %entry ], [ %inc.3, %l3 ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x.0, i32 0)
  store i32 %r, ptr addrspace(1) %slot, align 4
  %inc = add nuw nsw i32 %x.0, 1
  %r.1 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc, i32 0)
  store i32 %r.1, ptr addrspace(1) %slot, align 4
  %inc.1 = add nuw nsw i32 %x.0, 2
  %r.2 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.1, i32 0)
  store i32 %r.2, ptr addrspace(1) %slot, align 4
  %inc.2 = add nuw nsw i32 %x.0, 3
  %r.3 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.2, i32 0)
  store i32 %r.3, ptr addrspace(1) %slot, align 4
  %inc.3 = add nuw nsw i32 %x.0, 4
  %exitcond.3 = icmp eq i32 %inc.3, %loop_ctl
  br i1 %exitcond.3, label %exit, label %l3

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
