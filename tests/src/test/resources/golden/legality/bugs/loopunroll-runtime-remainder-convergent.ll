; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/LoopUnroll/convergent.ll, @runtime_unroll "This loop contains a convergent instruction, but it should be partially unrolled. The unroll count is the largest power of 2 that divides the multiple": runtime unrolling by 8 with an epilogue remainder loop, which the convergent call forbids
; verdict: ILLEGAL at %r
; why: the regression test's loop (trip count %n * 12, a convergent call per iteration) with %n = (tid & 1) + 1, so threads run 12 or 24 iterations; @tgt is opt-22 -mtriple=amdgcn-- -passes=loop-unroll -unroll-runtime -unroll-allow-partial on the same loop with a non-convergent callee (unroll by 8 and a remainder loop %l3.epil), the callee then made convergent again. The 12-iteration threads run their iterations 8..11 in %l3.epil while the 24-iteration threads run them in the unrolled body, so the threads that met at %r in those iterations no longer meet (ConvergentOperations.rst, unrolling with a remainder; the spec pair unroll-uncontrolled-remainder.ll).
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
  %0 = mul nuw nsw i32 %odd, 12
  %1 = add nuw nsw i32 %0, 11
  %xtraiter = and i32 %loop_ctl, 7
  %2 = icmp ult i32 %1, 7
  br i1 %2, label %l3.epil.preheader, label %entry.new

entry.new:
  %unroll_iter = sub i32 %loop_ctl, %xtraiter
  br label %l3

l3:
  %x.0 = phi i32 [ 0, %entry.new ], [ %inc.7, %l3 ]
  %niter = phi i32 [ 0, %entry.new ], [ %niter.next.7, %l3 ]
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
  %r.4 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.3, i32 0)
  store i32 %r.4, ptr addrspace(1) %slot, align 4
  %inc.4 = add nuw nsw i32 %x.0, 5
  %r.5 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.4, i32 0)
  store i32 %r.5, ptr addrspace(1) %slot, align 4
  %inc.5 = add nuw nsw i32 %x.0, 6
  %r.6 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.5, i32 0)
  store i32 %r.6, ptr addrspace(1) %slot, align 4
  %inc.6 = add nuw nsw i32 %x.0, 7
  %r.7 = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %inc.6, i32 0)
  store i32 %r.7, ptr addrspace(1) %slot, align 4
  %inc.7 = add nsw i32 %x.0, 8
  %niter.next.7 = add i32 %niter, 8
  %niter.ncmp.7 = icmp eq i32 %niter.next.7, %unroll_iter
  br i1 %niter.ncmp.7, label %exit.unr-lcssa, label %l3

exit.unr-lcssa:
  %x.0.unr = phi i32 [ %inc.7, %l3 ]
  %lcmp.mod = icmp ne i32 %xtraiter, 0
  br i1 %lcmp.mod, label %l3.epil.preheader, label %exit

l3.epil.preheader:
  %x.0.epil.init = phi i32 [ 0, %entry ], [ %x.0.unr, %exit.unr-lcssa ]
  %lcmp.mod1 = icmp ne i32 %xtraiter, 0
  call void @llvm.assume(i1 %lcmp.mod1)
  br label %l3.epil

l3.epil:
  %x.0.epil = phi i32 [ %x.0.epil.init, %l3.epil.preheader ], [ %inc.epil, %l3.epil ]
  %epil.iter = phi i32 [ 0, %l3.epil.preheader ], [ %epil.iter.next, %l3.epil ]
  %r.epil = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %x.0.epil, i32 0)
  store i32 %r.epil, ptr addrspace(1) %slot, align 4
  %inc.epil = add nsw i32 %x.0.epil, 1
  %exitcond.epil = icmp eq i32 %inc.epil, %loop_ctl
  %epil.iter.next = add i32 %epil.iter, 1
  %epil.iter.cmp = icmp ne i32 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp, label %l3.epil, label %exit.epilog-lcssa, !llvm.loop !0

exit.epilog-lcssa:
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1
declare void @llvm.assume(i1 noundef)

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
