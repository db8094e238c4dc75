; ModuleID = 'irr.before.ll'
source_filename = "irr.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %c.not = icmp eq i32 %tid, 0
  br i1 %c.not, label %a, label %b

a:                                                ; preds = %b, %entry
  %i = phi i32 [ 0, %entry ], [ %j.next, %b ]
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %0 = zext nneg i32 %tid to i64
  %addr = getelementptr inbounds nuw i32, ptr addrspace(1) %out, i64 %0
  store i32 %ballot, ptr addrspace(1) %addr, align 4
  %i.next = add i32 %i, 1
  br label %b

b:                                                ; preds = %a, %entry
  %j = phi i32 [ 0, %entry ], [ %i.next, %a ]
  %j.next = add i32 %j, 1
  %done = icmp ugt i32 %j, 2
  br i1 %done, label %exit, label %a

exit:                                             ; preds = %b
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #0

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
