; Source: ConvergenceAndUniformity.rst, "Preservation of Uniformity at Use", Statement 2 (with "Temporal Divergence at Cycle Exit" of ConvergentOperations.rst): %u, which uses the loop value %v, sunk from the exiting block %B below the divergent exit into %C
; verdict: LEGAL
; why: Statement 2 is about corresponding dynamic instances (VT.1, VT.2). The sunk %u computes, once per thread, the value of the exit iteration's %u (it uses that iteration's %v), so it stands for that instance; threads leaving in different iterations did not execute converged instances of it in src, so no uniform use is lost. What changes is only the static classification (uniform inside the loop, temporally divergent outside), which the spec's introduction calls conservative: cvg prints it as a static suspicion. The same holds for LICM and sink moving a value out of a loop; an operation whose group matters (a convergent use) sunk this way is ILLEGAL, see vt-convergent-use-sunk-below-exit.ll.
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
