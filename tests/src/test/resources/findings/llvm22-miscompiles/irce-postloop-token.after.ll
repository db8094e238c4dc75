; ModuleID = opt-22 -mtriple=amdgcn-- -S -passes=irce irce-postloop-token.before.ll
source_filename = "irce-postloop-token.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent
define void @ranges(ptr addrspace(1) %out) #0 {
entry:
  %etok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  %exit.mainloop.at = and i32 %tid, 3
  %0 = icmp ult i32 0, %exit.mainloop.at
  br i1 %0, label %loop.preheader, label %main.pseudo.exit

loop.preheader:                                   ; preds = %entry
  br label %loop

loop:                                             ; preds = %loop.preheader, %latch
  %i = phi i32 [ %i.next, %latch ], [ 0, %loop.preheader ]
  %acc = phi i32 [ %acc.next, %latch ], [ 0, %loop.preheader ]
  %ltok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %inrange = icmp ult i32 %i, %exit.mainloop.at
  br i1 true, label %then, label %else

then:                                             ; preds = %loop
  %t = add i32 %i, 100
  br label %latch

else:                                             ; preds = %loop
  %e = add i32 %i, 200
  br label %latch

latch:                                            ; preds = %else, %then
  %v = phi i32 [ %t, %then ], [ %e, %else ]
  %r = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0) [ "convergencectrl"(token %ltok) ]
  %acc.next = add i32 %acc, %r
  %i.next = add nuw nsw i32 %i, 1
  %ec = icmp ult i32 %i.next, 6
  %1 = icmp ult i32 %i.next, %exit.mainloop.at
  br i1 %1, label %loop, label %main.exit.selector

main.exit.selector:                               ; preds = %latch
  %acc.next.lcssa1 = phi i32 [ %acc.next, %latch ]
  %i.next.lcssa = phi i32 [ %i.next, %latch ]
  %2 = icmp ult i32 %i.next.lcssa, 6
  br i1 %2, label %main.pseudo.exit, label %end

main.pseudo.exit:                                 ; preds = %main.exit.selector, %entry
  %i.copy = phi i32 [ 0, %entry ], [ %i.next.lcssa, %main.exit.selector ]
  %acc.copy = phi i32 [ 0, %entry ], [ %acc.next.lcssa1, %main.exit.selector ]
  %indvar.end = phi i32 [ 0, %entry ], [ %i.next.lcssa, %main.exit.selector ]
  br label %postloop

end.loopexit:                                     ; preds = %latch.postloop
  %acc.next.lcssa.ph = phi i32 [ %acc.next.postloop, %latch.postloop ]
  br label %end

end:                                              ; preds = %end.loopexit, %main.exit.selector
  %acc.next.lcssa = phi i32 [ %acc.next.lcssa1, %main.exit.selector ], [ %acc.next.lcssa.ph, %end.loopexit ]
  store i32 %acc.next.lcssa, ptr addrspace(1) %slot, align 4
  ret void

postloop:                                         ; preds = %main.pseudo.exit
  br label %loop.postloop

loop.postloop:                                    ; preds = %postloop, %latch.postloop
  %i.postloop = phi i32 [ %i.copy, %postloop ], [ %i.next.postloop, %latch.postloop ]
  %acc.postloop = phi i32 [ %acc.copy, %postloop ], [ %acc.next.postloop, %latch.postloop ]
  %ltok.postloop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %etok) ]
  %inrange.postloop = icmp ult i32 %i.postloop, %exit.mainloop.at
  br i1 %inrange.postloop, label %then.postloop, label %else.postloop

else.postloop:                                    ; preds = %loop.postloop
  %e.postloop = add i32 %i.postloop, 200
  br label %latch.postloop

then.postloop:                                    ; preds = %loop.postloop
  %t.postloop = add i32 %i.postloop, 100
  br label %latch.postloop

latch.postloop:                                   ; preds = %then.postloop, %else.postloop
  %v.postloop = phi i32 [ %t.postloop, %then.postloop ], [ %e.postloop, %else.postloop ]
  %r.postloop = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v.postloop, i32 0) [ "convergencectrl"(token %ltok.postloop) ]
  %acc.next.postloop = add i32 %acc.postloop, %r.postloop
  %i.next.postloop = add nuw nsw i32 %i.postloop, 1
  %ec.postloop = icmp ult i32 %i.next.postloop, 6
  br i1 %ec.postloop, label %loop.postloop, label %end.loopexit, !llvm.loop !0, !loop_constrainer.loop.clone !5
}

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #1

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #2

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }

!0 = distinct !{!0, !1, !2, !3, !4}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"llvm.loop.vectorize.enable", i1 false}
!3 = !{!"llvm.loop.licm_versioning.disable"}
!4 = !{!"llvm.loop.distribute.enable", i1 false}
!5 = !{}
