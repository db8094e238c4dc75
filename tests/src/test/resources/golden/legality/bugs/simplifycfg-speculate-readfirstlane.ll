; Source: https://github.com/llvm/llvm-project/pull/152551 (review: "this relies on the execution mask to determine the first active lane. Do we really want this to be pure and enable speculation/hoisting, since hoisting outside of ifs/loops can affect active lanes?"): SimplifyCFG speculating a readfirstlane out of a divergent if, as it would were the intrinsic speculatable
; verdict: ILLEGAL at %r
; why: an if on %cond = %tid >= 2 whose then-block reads the first active lane's %tid, joined by a phi; @tgt is opt-22 -mtriple=amdgcn-- -passes=simplifycfg on the same function with a speculatable non-convergent stand-in for the readfirstlane (the "Pure" marking the review questions), the call then put back: %r is executed in %entry and the phi becomes the select %spec.select. In @src the threads t >= 2 read %r together and get 2; in @tgt all threads execute %r together and they get 0 (ConvergentOperations.rst: hoisting a convergent operation out of a divergent branch; ../spec/subgroupadd-hoist-divergent.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp uge i32 %tid, 2
  br i1 %cond, label %then, label %end

then:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br label %end

end:
  %v = phi i32 [ %r, %then ], [ 100, %entry ]
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp uge i32 %tid, 2
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  %spec.select = select i1 %cond, i32 %r, i32 100
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %spec.select, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
