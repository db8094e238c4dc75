; Source: ConvergentOperations.rst, "Inferring non-convergence": a call site marked `convergent` whose callee @scale is not convergent (and calls nothing convergent); the attribute removed and the call, used only inside a divergent `if (condition)`, sunk into the conditional block
; verdict: LEGAL
; why: "An optimizer may remove the convergent attribute and any explicit convergencectrl operand bundle from a call-site if it can prove that the execution of this call-site always results in a call to a non-convergent function." - @scale communicates with no thread, so where it runs changes nothing but its own value, which only the then-threads use.
; witness: --threads 8 --args buf (identical buffers: 0, 30, 60 in threads 0..2)

define i32 @scale(i32 %x) {
entry:
  %y = mul i32 %x, 30
  ret i32 %y
}

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %s = call i32 @scale(i32 %tid) #3
  %condition = icmp ult i32 %tid, 3
  br i1 %condition, label %then, label %end

then:
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 3
  br i1 %condition, label %then, label %end

then:
  %s = call i32 @scale(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %s, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @tid() #1

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #3 = { convergent }
