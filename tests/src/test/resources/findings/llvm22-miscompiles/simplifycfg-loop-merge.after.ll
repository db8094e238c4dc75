; ModuleID = opt-22 -mtriple=amdgcn-- -S -passes=simplifycfg<no-keep-loops> simplifycfg-loop-merge.before.ll
source_filename = "simplifycfg-loop-merge.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent
define void @merge(i32 %n, ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %short = icmp ult i32 %tid, 15
  br label %inner

inner:                                            ; preds = %entry, %latch, %inner
  %k = phi i32 [ %k.next, %inner ], [ 0, %latch ], [ 0, %entry ]
  %k.next = add nuw nsw i32 %k, 1
  %tired = icmp ugt i32 %k, 62
  %leave = select i1 %tired, i1 true, i1 %short
  br i1 %leave, label %latch, label %inner

latch:                                            ; preds = %inner
  %first = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
  store i32 %first, ptr addrspace(1) %out, align 4
  %done = icmp ne i32 %n, 7
  br i1 %done, label %exit, label %inner

exit:                                             ; preds = %latch
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
