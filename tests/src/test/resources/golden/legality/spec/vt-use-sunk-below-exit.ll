; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Statement 2 (with "Temporal Divergence at Cycle Exit" of ConvergentOperations.rst): %u, which uses the loop value %v, sunk from the exiting block %B below the divergent exit into %C
; verdict: ILLEGAL at %u
; why: "If the converged dynamic instances of a static instance are uniform at their use ... then in the transformed program P', the corresponding dynamic instances must also be uniform at their use" - in %B the threads converged in one iteration read one %v, but in %C threads that left in different iterations are converged and read different %v (temporal divergence).
; witness: --threads 8 --args buf (same buffer, as single-threaded the sink is fine; cvg run lists %u uniform in src and divergent in tgt, with temporal divergence of %v at %u)
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
  %u = add i32 %v, 1
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
  %u = add i32 %v, 1
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

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
