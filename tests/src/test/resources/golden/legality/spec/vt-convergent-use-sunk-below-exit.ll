; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Statement 2, and ConvergentOperations.rst, "Hoisting and sinking" / "Extended Cycles": the use of the loop value %v by a convergent %u = subgroupAdd(%v), sunk from the exiting block %B below the divergent exit into %C
; verdict: ILLEGAL at %u
; why: "moving the operation to a different point in control flow generally changes the set of threads that reach the operation" - in %B the reduction of each iteration sums over the threads still in the loop; in %C the threads that left in different iterations are converged and sum together.
; witness: --threads 8 --args buf (the stored sums differ)
; exits: thread t leaves the loop from %B in iteration t % 3.

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %v = mul i32 %i, 7
  %u = call i32 @subgroupAdd(i32 %v)
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %u, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %v = mul i32 %i, 7
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %u = call i32 @subgroupAdd(i32 %v)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %u, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
