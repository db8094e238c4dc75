; Source: ThreadConvergence-source.rst, "Jump Statements", the simple `switch` example: `case 2` falls through to `case 3`, whose uncontrolled subgroupAdd %r is tail-duplicated into the fall-through path (%C3.1 after %C2) as SimplifyCFG or jump threading would
; verdict: ILLEGAL at %r
; why: "Threads that jump to case 2 fall-through to case 3. These threads are converged with threads that directly jump to case 3." - after the duplication they execute different copies of %r and no longer communicate (ConvergentOperations.rst: transforms are correct "if they do not sink or hoist convergent operations across a branch").
; witness: --threads 8 --args buf (src stores 5 in threads 1, 2, 4, 5, 7 and 100 in the case-1 threads 0, 3, 6; tgt 3 in threads 1, 4, 7 (case 2) and 2 in threads 2, 5 (case 3))
; paths: thread t takes case (t % 3) + 1.

define spir_kernel void @src(ptr %out) #0 {
A:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %value = add i32 %rem, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  switch i32 %value, label %D [
    i32 1, label %C1
    i32 2, label %C2
    i32 3, label %C3
  ]

C1:
  store i32 100, ptr %slot, align 4
  br label %D

C2:
  %c2 = add i32 %tid, 10
  br label %C3

C3:
  %r = call i32 @subgroupAdd(i32 1)
  store i32 %r, ptr %slot, align 4
  br label %D

D:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
A:
  %tid = call i32 @tid()
  %rem = urem i32 %tid, 3
  %value = add i32 %rem, 1
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  switch i32 %value, label %D [
    i32 1, label %C1
    i32 2, label %C2
    i32 3, label %C3
  ]

C1:
  store i32 100, ptr %slot, align 4
  br label %D

C2:
  %c2 = add i32 %tid, 10
  br label %C3.1

C3.1:
  %r.1 = call i32 @subgroupAdd(i32 1)
  store i32 %r.1, ptr %slot, align 4
  br label %D

C3:
  %r = call i32 @subgroupAdd(i32 1)
  store i32 %r, ptr %slot, align 4
  br label %D

D:
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
