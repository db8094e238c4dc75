; Source: https://github.com/llvm/llvm-project/pull/204958, [SimplifyCFG] Do not thread branches into uncontrolled convergent regions: foldCondBranchOnValueKnownInPredecessor threads the loop header's branch on %cond into the latch and body, which makes the loop irreducible around an uncontrolled readfirstlane
; verdict: ILLEGAL at %r
; why: the PR's test llvm/test/Transforms/SimplifyCFG/AMDGPU/convergent-jump-threading.ll (@preserve_loop_header_branch) made divergent (%cond from the thread id) and terminating (a private counter in place of the latch's branch on %cond); @tgt is opt-22 -mtriple=amdgcn-- -passes='simplifycfg<no-keep-loops>' on @src (LLVM 22.1.8 still has the bug). The threads with %cond false now enter the cycle at %loop.latch, the others at %loop.header, so in the first iteration the threads no longer reach %r after the same header visits ("this may change the dynamic instance of that operation").
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %ctr = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %ctr, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %qi = add i32 %tid, 64
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %qi
  br label %pre

pre:
  %b0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br i1 %cond, label %pre.then, label %loop.header

pre.then:
  store i32 1, ptr addrspace(1) %p, align 4
  br label %loop.header

loop.header:
  br i1 %cond, label %loop.body, label %loop.latch

loop.body:
  store i32 2, ptr addrspace(1) %p, align 4
  br label %loop.latch

loop.latch:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %r, ptr addrspace(1) %q, align 4
  %i = load i32, ptr addrspace(5) %ctr, align 4
  %i.next = add i32 %i, 1
  store i32 %i.next, ptr addrspace(5) %ctr, align 4
  %more = icmp ult i32 %i.next, 3
  br i1 %more, label %loop.header, label %exit

exit:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %ctr = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %ctr, align 4
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %qi = add i32 %tid, 64
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %qi
  %b0 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  br i1 %cond, label %pre.then, label %loop.latch

pre.then:
  store i32 1, ptr addrspace(1) %p, align 4
  br label %loop.header

loop.header:
  br i1 %cond, label %loop.body, label %loop.latch

loop.body:
  store i32 2, ptr addrspace(1) %p, align 4
  br label %loop.latch

loop.latch:
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %r, ptr addrspace(1) %q, align 4
  %i = load i32, ptr addrspace(5) %ctr, align 4
  %i.next = add i32 %i, 1
  store i32 %i.next, ptr addrspace(5) %ctr, align 4
  %more = icmp ult i32 %i.next, 3
  br i1 %more, label %loop.header, label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
