; Source: ConvergentOperations.rst, "Hoisting and sinking": the subgroupShuffle calls of both arms of `if (condition)` hoisted above the branch and merged
; verdict: LEGAL
; why: "After hoisting the calls to @subgroupShuffle, the communicating set of threads is the union of the two sets of threads in the original program, so %id can only go \"out of range\" after hoisting if it did so in the original program."
; witness: --threads 8 --args buf (identical buffers: every thread reads its neighbour tid ^ 1, which takes the same branch)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 1
  %condition = icmp ult i32 %tid, 4
  br i1 %condition, label %then, label %else

then:
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  %x1 = add i32 %shuffled, 1000
  br label %end

else:
  %shuffledElse = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  %x2 = add i32 %shuffledElse, 2000
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x2, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 1
  %condition = icmp ult i32 %tid, 4
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  br i1 %condition, label %then, label %else

then:
  %x1 = add i32 %shuffled, 1000
  br label %end

else:
  %x2 = add i32 %shuffled, 2000
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x2, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupShuffle(i32, i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
