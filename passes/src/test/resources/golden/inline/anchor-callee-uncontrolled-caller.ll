; ConvergentOperations.rst, "Emulating a convergent region with an anchor" (@reserveSpaceInBuffer,
; "_not_ a convergent function", its operations controlled by its own anchor): "If the function is
; inlined, the use of the anchor intrinsic similarly indicates that certain transforms which are
; usually forbidden ... are in fact allowed". @src is convergent with an uncontrolled operation, so
; copying the anchor in would mix the modes: the caller first gets tokens (Inferring Tokens: its
; entry for %u), then the body is copied with its anchor.
; The verdict is of the whole run (two steps) against the input. The first step alone (tokens
; inferred in @src, @reserve unchanged) was once a false ILLEGAL of the checker: the instances of
; @reserve's anchor were not related between the programs; they are now (legality
; LegalityTest.anAnchorInAnUnchangedCalleeKeepsItsGroupingInBothPrograms).
; guarded: inline
; end-to-end: true
; verdict: LEGAL

define spir_kernel void @src(ptr %out) #0 {
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
