; Source: ConvergentOperations.rst, "Other Interactions": a subgroupAdd declared both convergent and speculatable, used only inside a divergent `if (condition)`, speculated above the branch
; verdict: ILLEGAL at %r
; why: "A function can be both convergent and speculatable, indicating that the function does not have undefined behavior and has no effects besides calculating its result, but is still affected by the set of threads executing this function. This typically prevents speculation of calls to the function" - speculated, %r sums over every thread of %entry instead of only those for which condition is true.
; witness: --threads 8 --args buf (src 3 = 0+1+2 in threads 0..2, tgt 28 = 0+..+7)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 3
  br i1 %condition, label %then, label %end

then:
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %entry) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 3
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
