; Source: ConvergentOperations.rst, "Examples for the Correctness of Program Transforms": a loop without convergent operations (divergent trip count) unrolled by 2 with a remainder, the uncontrolled subgroupAdd %r after the loop unchanged
; verdict: LEGAL
; why: "Program transforms with a single-threaded focus are generally conservatively correct if they do not sink or hoist convergent operations across a branch. This applies even to program transforms that change the control flow graph. For example, unrolling a loop that does not contain convergent operations cannot break any of the guarantees required for convergent operations outside of the loop."
; witness: --threads 8 --args buf (identical buffers: 1040, 3040, 6040, 10040 in threads 0..3 and 4..7: every thread meets at %r after the loop)
; trips: thread t runs (t % 4) + 1 iterations; %sum adds the counter values (1, 3, 6, 10).

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext, %body ]
  %sum = phi i32 [ 0, %start ], [ %sumNext, %body ]
  %more = icmp sgt i32 %counter, 0
  br i1 %more, label %body, label %exit

body:
  %sumNext = add i32 %sum, %counter
  %counterNext = sub i32 %counter, 1
  br label %while

exit:
  %r = call i32 @subgroupAdd(i32 %sum)
  %scaled = mul i32 %sum, 1000
  %result = add i32 %scaled, %r
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %low = and i32 %tid, 3
  %trips = add i32 %low, 1
  br label %while

while:
  %counter = phi i32 [ %trips, %start ], [ %counterNext.1, %body ]
  %sum = phi i32 [ 0, %start ], [ %sumNext.1, %body ]
  %atLeastTwo = icmp sgt i32 %counter, 1
  br i1 %atLeastTwo, label %body, label %while.epil

body:
  %sumNext = add i32 %sum, %counter
  %counterNext = sub i32 %counter, 1
  %sumNext.1 = add i32 %sumNext, %counterNext
  %counterNext.1 = sub i32 %counterNext, 1
  br label %while

while.epil:
  %more.epil = icmp sgt i32 %counter, 0
  br i1 %more.epil, label %body.epil, label %exit

body.epil:
  %sumNext.epil = add i32 %sum, %counter
  br label %exit

exit:
  %sumOut = phi i32 [ %sum, %while.epil ], [ %sumNext.epil, %body.epil ]
  %r = call i32 @subgroupAdd(i32 %sumOut)
  %scaled = mul i32 %sumOut, 1000
  %result = add i32 %scaled, %r
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %result, ptr %slot, align 4
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
