; Source: https://github.com/llvm/llvm-project/blob/1e3c27b8c24645765940191a1fd9624c3a665f1d/llvm/test/Transforms/EarlyCSE/AMDGPU/convergent-call.ll, @test_read_register "Should not CSE calls marked as convergent": EarlyCSE replacing the convergent %y1 in %if by the equal call %x1 of %entry
; verdict: ILLEGAL at %y1
; why: the test's function (%x1 = "ballot operation over all lanes" in %entry, %y1 = "ballot operation over lanes satisfying %cond" in %if, joined by a phi) with the exec_lo read_register written as the ballot it stands for, llvm.amdgcn.ballot(true), and %cond = %tid < 2; @tgt is the CSE that this version of the test records in its CHECK lines (%y1 gone, the phi taking %x1), from the test; opt-22 -passes=early-cse keeps both calls. In @src %y1 is the mask of threads 0 and 1 only; in @tgt they use %x1, the mask of all threads (ConvergentOperations.rst: a convergent operation's result depends on the set of threads executing it).
target triple = "amdgcn--"

define void @src(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x1 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %cmp = icmp ult i32 %tid, 2
  br i1 %cmp, label %if, label %end

if:
  %y1 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %end

end:
  %y2 = phi i32 [ 0, %entry ], [ %y1, %if ]
  %ret = add i32 %x1, %y2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ret, ptr addrspace(1) %slot, align 4
  ret void
}

define void @tgt(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %x1 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  %cmp = icmp ult i32 %tid, 2
  br i1 %cmp, label %if, label %end

if:
  br label %end

end:
  %y2 = phi i32 [ 0, %entry ], [ %x1, %if ]
  %ret = add i32 %x1, %y2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %ret, ptr addrspace(1) %slot, align 4
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
