; Source: LLVM 22.1.8 itself (opt-22 -passes=gvn-sink), the sinking counterpart of https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/GVNHoist/hoist-convergent.ll ("Check that convergent calls are not hoisted"); GVNSink has no convergent test and no report was found: GVNSink merges the equal convergent calls of both arms of a divergent branch into the join block
; verdict: ILLEGAL at %a
; why: a diamond on %cond = %tid < 2 whose arms both call the convergent wave reduction on %tid and store a different function of it; @tgt is opt-22 -mtriple=amdgcn-- -passes=gvn-sink on @src unchanged (LLVM 22 still does it): %a and %b become one call %b in %end, the differing constant selected by the phi %.sink. In @src threads 0 and 1 execute %a apart from the threads executing %b; in @tgt all threads execute the merged call together (ConvergentOperations.rst: sinking, like hoisting, out of divergent control flow changes the communicating threads; the mirror of ../spec/subgroupadd-hoist-divergent.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br i1 %cond, label %then, label %else

then:
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %a1 = add i32 %a, 1
  store i32 %a1, ptr addrspace(1) %slot
  br label %end

else:
  %b = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %b2 = add i32 %b, 2
  store i32 %b2, ptr addrspace(1) %slot
  br label %end

end:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br i1 %cond, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  %.sink = phi i32 [ 2, %else ], [ 1, %then ]
  %b = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %b2 = add i32 %b, %.sink
  store i32 %b2, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
