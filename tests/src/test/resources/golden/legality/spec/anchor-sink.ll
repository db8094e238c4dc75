; Source: ConvergentOperations.rst, "Hoisting and sinking": an anchor whose token is only used inside `if (condition)` sunk into the conditional block
; verdict: LEGAL
; why: "the anchor has implementation-defined behavior, and the sinking is part of the implementation. Second, already in the original program, the set of threads that communicates in the @convergent.operation is automatically subset to the threads for which condition is true."
; witness: --threads 8 --args buf (identical buffers: 10 = 0+1+2+3+4 for threads 0..4)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %tok = call token @llvm.experimental.convergence.anchor()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %tok = call token @llvm.experimental.convergence.anchor()
  %r = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.anchor() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
