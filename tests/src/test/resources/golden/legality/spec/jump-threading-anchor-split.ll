; Source: ConvergentOperations.rst, "Unstructured control flow" with "Opportunistic convergent operations" and "Hoisting and sinking": the anchor %tok stands in %start and controls both %a (before the branch) and %sum in %mid; jump threading duplicates %mid into both incoming paths, breaking up the region of %tok
; verdict: ILLEGAL at %sum
; why: transforms are allowed "as long as they don't break up the region of code that is controlled by the anchor": in src the threads that meet at an instance of %tok meet again at %sum, whichever path they took; after the duplication those that communicated at %a are split at %sum by their path, which "the original program doesn't allow" (as for sinking only %b of an anchor's operations).
; witness: --threads 8 --args buf (src stores 8 at %sum in every thread, tgt 4; %a is 8 in both, stored at offsets 8..15)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %aSlot = getelementptr inbounds i32, ptr %out, i32 %tid
  %aSlotHigh = getelementptr inbounds i32, ptr %aSlot, i32 8
  store i32 %a, ptr %aSlotHigh, align 4
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %flag = phi i1 [ true, %start ], [ %cond2, %then1 ]
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %flag, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %aSlot = getelementptr inbounds i32, ptr %out, i32 %tid
  %aSlotHigh = getelementptr inbounds i32, ptr %aSlot, i32 8
  store i32 %a, ptr %aSlotHigh, align 4
  %cond1 = icmp ult i32 %tid, 4
  br i1 %cond1, label %then1, label %mid.1

mid.1:
  %sum.1 = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %slot.1 = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum.1, ptr %slot.1, align 4
  br label %then2

then1:
  %cond2 = icmp ult i32 %tid, 2
  br label %mid

mid:
  %sum = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %sum, ptr %slot, align 4
  br i1 %cond2, label %then2, label %end

then2:
  call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.anchor() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3
declare void @subgroupControlBarrier() #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
