; spec-duplicate.ll without tokens: %sum and the barrier are uncontrolled. Threads from %start and
; %then1 meet at %mid (maximal reconvergence in acyclic control flow), so the copy of %mid for
; %start would split %sum's group.
; expected: refused; with --no-guard ILLEGAL at %sum

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %flag = phi i1 [ true, %start ], [ %cond2, %then1 ]
  %sum = call i32 @subgroupAdd(i32 1)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier()
  br label %end

end:
  ret void
}

declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3
declare void @subgroupControlBarrier() #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
