; As anchor-callee-uncontrolled-caller.ll (ConvergentOperations.rst, @reserveSpaceInBuffer), but
; @src is not convergent: its uncontrolled %u cannot be given a token from an entry, which "is
; an error" in a non-convergent function, and the anchor cannot join an uncontrolled function ("these
; two modes cannot be mixed in the same function"): refused. Without the guard the body is copied
; as it is, @src mixes the modes and the pass manager's convergence verifier rolls the step back.
; guarded: refuse
; unguarded-verdict: ILLEGAL

define spir_kernel void @src(ptr %out) {
start:
  %tid = call i32 @tid()
  %u = call i32 @subgroupAdd(i32 %tid)
  %odd = and i32 %tid, 1
  %isOdd = icmp eq i32 %odd, 1
  br i1 %isOdd, label %then, label %end

then:
  %c = call i32 @reserve(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %c, ptr %slot, align 4
  br label %end

end:
  %last = getelementptr inbounds i32, ptr %out, i32 64
  store i32 %u, ptr %last, align 4
  ret void
}

define internal i32 @reserve(i32 %x) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %anchor) ]
  %first = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %anchor) ]
  %r = add i32 %n, %first
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.anchor() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3
declare i32 @subgroupBroadcastFirst(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
