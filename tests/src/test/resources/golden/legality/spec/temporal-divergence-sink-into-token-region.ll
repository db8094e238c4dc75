; Source: ConvergentOperations.rst, "Temporal Divergence at Cycle Exit" (with "Extended Cycles: Divergent Exit from a Loop") and ConvergenceAndUniformity.rst, Statement 2: the loop value %v = 3 * %i sunk from the exiting block %B into the exit block %C, where its only user %c = subgroupAdd(%v) is controlled by the loop heart %inner
; verdict: LEGAL
; why: "If two threads executed converged dynamic instances of D before exiting the cycle, then they continue to execute converged dynamic instances of nodes in the convergence region of D outside the cycle ... If V is uniform, then its use at such a U is also uniform. In other words, temporal divergence applies only to a use of V outside the convergence region of D." - %C lies in the region of %inner, so the threads meeting there left in one iteration and the sunk %v is as uniform at %c as it was in %B.
; witness: --threads 8 --args buf (identical buffers: 0, 903, 1206 for the threads leaving in iterations 0, 1, 2: group sums 0, 9 = 3 * 3, 12 = 2 * 6)
; exits: thread t leaves the loop from %B in iteration t % 3.

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %v = mul i32 %i, 3
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %c = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %inner) ]
  %high = mul i32 %c, 100
  %result = add i32 %high, %v
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %exitAt = urem i32 %tid, 3
  br label %for

for:
  %i = phi i32 [ 0, %start ], [ %iNext, %D ]
  %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
  %forcond = icmp slt i32 %i, 10
  br i1 %forcond, label %B, label %E

B:
  %condition = icmp eq i32 %i, %exitAt
  br i1 %condition, label %C, label %D

C:
  %v = mul i32 %i, 3
  %c = call i32 @subgroupAdd(i32 %v) [ "convergencectrl"(token %inner) ]
  %high = mul i32 %c, 100
  %result = add i32 %high, %v
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  br label %E

D:
  %iNext = add i32 %i, 1
  br label %for

E:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare token @llvm.experimental.convergence.loop() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
