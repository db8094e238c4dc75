; Source: https://github.com/llvm/llvm-project/blob/main/llvm/test/Transforms/Inline/convergence-inline.ll, @test_convergent_loop: inlining a convergent callee called in a loop, its entry token replaced by the call site's loop token
; verdict: LEGAL
; why: the test's shape (a call of the alwaysinline convergent @callee under the loop heart %tok.loop; @callee's wave reduction controlled by its entry token) with a divergent trip count (thread t runs t+1 iterations) and the result stored; @tgt is opt-22 -mtriple=amdgcn-- -passes='cgscc(inline)' on @src unchanged: the callee's %token is replaced by %tok.loop and %m becomes %m.i. The callee's entry token stands for the threads that executed the call together, i.e. the threads of the loop iteration, which is what %tok.loop gives %m.i (ConvergentOperations.rst, "Inlining"; ../spec/inline-entry-token.ll).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %token = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %hdr

hdr:
  %k = phi i32 [ 0, %entry ], [ %k.next, %hdr ]
  %tok.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %token) ]
  %r = call i32 @callee(i32 %tid) [ "convergencectrl"(token %tok.loop) ]
  store i32 %r, ptr addrspace(1) %slot, align 4
  %k.next = add i32 %k, 1
  %cond = icmp ult i32 %k, %tid
  br i1 %cond, label %hdr, label %end

end:
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %token = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br label %hdr

hdr:
  %k = phi i32 [ 0, %entry ], [ %k.next, %hdr ]
  %tok.loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %token) ]
  %m.i = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0) [ "convergencectrl"(token %tok.loop) ]
  store i32 %m.i, ptr addrspace(1) %slot, align 4
  %k.next = add i32 %k, 1
  %cond = icmp ult i32 %k, %tid
  br i1 %cond, label %hdr, label %end

end:
  ret void
}

define internal i32 @callee(i32 %v) #2 {
entry:
  %token = call token @llvm.experimental.convergence.entry()
  %m = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %token) ]
  ret i32 %m
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
attributes #2 = { convergent alwaysinline }
