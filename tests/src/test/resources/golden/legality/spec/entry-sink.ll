; Source: ConvergentOperations.rst, "Hoisting and sinking": the entry-token variant, %a and %b (controlled by %tok = entry) sunk into `if (condition)`
; verdict: ILLEGAL at %a
; why: "Note that the entry intrinsic behaves differently. Sinking the convergent operations is forbidden" - unlike an anchor, the entry token's threads are fixed by the caller, so %a and %b must keep communicating among all of them (%b is broken the same way; %a comes first).
; witness: --threads 8 --args buf (src 2808 = 28*100+8 in threads 0..4, tgt 1005 = 10*100+5)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %tok = call token @llvm.experimental.convergence.entry()
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
  %tok = call token @llvm.experimental.convergence.entry()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
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

declare token @llvm.experimental.convergence.entry() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
