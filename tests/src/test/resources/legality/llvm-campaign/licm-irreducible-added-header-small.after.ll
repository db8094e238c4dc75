; hand-written irreducible kernel (HierarchyChoiceLegalityTest's shape); after.ll is opt-22 -mtriple=amdgcn-- -S -passes=licm
; %a.preheader heads the irreducible cycle under the textual DFS of the output: thread 0's ballot meets thread 1's second
; ModuleID = 'before.ll'
source_filename = "before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

; Function Attrs: convergent
define amdgpu_kernel void @kernel(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %odd = and i32 %tid, 1
  %even = icmp eq i32 %odd, 0
  %isodd = icmp ne i32 %odd, 0
  %limit = select i1 %even, i32 4, i32 3
  br i1 %even, label %a.preheader, label %b

a.preheader:                                      ; preds = %entry, %c
  br label %a

a:                                                ; preds = %a.preheader, %a2
  %i = phi i32 [ %i.next, %a2 ], [ 0, %a.preheader ]
  br label %a2

a2:                                               ; preds = %a
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, %limit
  br i1 %more, label %a, label %b.loopexit

b.loopexit:                                       ; preds = %a2
  br label %b

b:                                                ; preds = %b.loopexit, %entry
  %round = phi i32 [ 0, %entry ], [ 1, %b.loopexit ]
  br label %c

c:                                                ; preds = %b
  %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 %even)
  %addr = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ballot, ptr addrspace(1) %addr, align 4
  %first = icmp eq i32 %round, 0
  %go = and i1 %first, %isodd
  br i1 %go, label %a.preheader, label %exit

exit:                                             ; preds = %c
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
