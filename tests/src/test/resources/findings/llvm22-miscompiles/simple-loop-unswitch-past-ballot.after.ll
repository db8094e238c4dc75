; ModuleID = opt-22 -mtriple=amdgcn-- -S -passes='loop-mssa(simple-loop-unswitch)' simple-loop-unswitch-past-ballot.before.ll
source_filename = "simple-loop-unswitch-past-ballot.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @unswitch(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  %few = icmp ult i32 %tid, 2
  br i1 %few, label %early, label %entry.split

entry.split:                                      ; preds = %entry
  br label %loop

loop:                                             ; preds = %latch, %entry.split
  %i = phi i32 [ 0, %entry.split ], [ %i.next, %latch ]
  %acc = phi i32 [ 0, %entry.split ], [ %acc.next, %latch ]
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %latch

latch:                                            ; preds = %loop
  %acc.next = add i32 %acc, %b
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

early:                                            ; preds = %entry
  store i32 -1, ptr addrspace(1) %a, align 4
  ret void

exit:                                             ; preds = %latch
  %acc.next.lcssa = phi i32 [ %acc.next, %latch ]
  store i32 %acc.next.lcssa, ptr addrspace(1) %a, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
