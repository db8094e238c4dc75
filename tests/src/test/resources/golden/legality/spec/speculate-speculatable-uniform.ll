; Source: ConvergentOperations.rst, "Other Interactions" with "Hoisting and sinking": the same convergent and speculatable subgroupAdd speculated above `if (condition)` when the condition is uniform (a kernel argument)
; verdict: LEGAL
; why: speculation is prevented "unless the constraint imposed by convergent is further relaxed by some other means", and "hoisting and sinking across *uniform* conditional branches ... is generally allowed": either every thread of %entry takes the branch and %r communicates among all of them as before, or none uses %r.
; witness: --threads 8 --args buf,1 (identical buffers: 28 in every thread; with --args buf,0 both store nothing)

define spir_kernel void @src(ptr %out, i32 %flag) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %condition = icmp ne i32 %flag, 0
  br i1 %condition, label %then, label %end

then:
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %entry) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out, i32 %flag) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %condition = icmp ne i32 %flag, 0
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %entry) ]
  br i1 %condition, label %then, label %end

then:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind speculatable willreturn memory(none) }
