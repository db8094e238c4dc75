; Source: ConvergentOperations.rst, "Hoisting and sinking": the converse of the speculation example, %shuffled = subgroupShuffle(%data, %id) under the entry token, whose result is only used inside `if (condition)`, sunk into the conditional block
; verdict: ILLEGAL at %shuffled
; why: "Some convergent operations can be hoisted but not sunk, or vice versa. A simple example is the subgroupShuffle(data, id) operation ... The result is undefined ... if thread id is not in the communicating set of threads": hoisting only grows the set to a union, but sinking shrinks it to the threads for which condition is true, so the threads 0..3 lose their partner tid ^ 4.
; witness: --threads 8 --args buf (src 1040, 1050, 1060, 1070 in threads 0..3; tgt reads undefined values there, printed as 0, so 1000)

define spir_kernel void @src(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 4
  %condition = icmp ult i32 %tid, 4
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  br i1 %condition, label %then, label %end

then:
  %x = add i32 %shuffled, 1000
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %entry = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %data = mul i32 %tid, 10
  %id = xor i32 %tid, 4
  %condition = icmp ult i32 %tid, 4
  br i1 %condition, label %then, label %end

then:
  %shuffled = call i32 @subgroupShuffle(i32 %data, i32 %id) [ "convergencectrl"(token %entry) ]
  %x = add i32 %shuffled, 1000
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupShuffle(i32, i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
