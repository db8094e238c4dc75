; Source: ConvergentOperations.rst, "Hoisting and sinking": the anchor %tok and the operations %a and %b that use it, all only used inside `if (condition)`, sunk together into the conditional block
; verdict: LEGAL
; why: "the anchor intrinsic has implementation-defined behavior, and the sinking transform is considered to be part of the implementation: the sinking will restrict the set of communicating threads to those for which condition is true, but that could have happened in the original program anyway for some arbitrary other reason."
; witness: --threads 8 --args buf (differs, yet legal: src 2808 = 28*100+8, tgt 1005 = 10*100+5 in threads 0..4; the oracle's anchor groups every thread in src, but any subset including the then-threads was allowed)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %tok = call token @llvm.experimental.convergence.anchor()
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %scaled = mul i32 %a, 100
  %use = add i32 %scaled, %b
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %use, ptr %slot, align 4
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
  %a = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok) ]
  %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
  %scaled = mul i32 %a, 100
  %use = add i32 %scaled, %b
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %use, ptr %slot, align 4
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
