; Source: ConvergentOperations.rst, "Hoisting and sinking": after the anchors %tok1 and %tok2 of the two arms of `if (condition)`, the convergent operations %x1 and %x2 that use them hoisted above the divergent branch too and merged (the survivor keeps %x1)
; verdict: ILLEGAL at %x1
; why: "The anchors can be hoisted ... since each of the static convergent operations only ever communicates with threads that have the same condition value. By contrast, hoisting the convergent operations themselves is forbidden." - however the anchor groups threads, %x1 only ever saw threads with condition true and %x2 threads with condition false, while the merged operation sums over both (%x2 is broken the same way; %x1 comes first).
; witness: --threads 8 --args buf (src 10 = 0+..+4 in threads 0..4, 18 = 5+6+7 in threads 5..7; tgt 28 everywhere)

define spir_kernel void @src(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %else

then:
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %x1 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok1) ]
  br label %end

else:
  %tok2 = call token @llvm.experimental.convergence.anchor()
  %x2 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok2) ]
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x2, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  ret void
}

define spir_kernel void @tgt(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %tok1 = call token @llvm.experimental.convergence.anchor()
  %x1 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %tok1) ]
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %else

then:
  br label %end

else:
  br label %end

end:
  %x = phi i32 [ %x1, %then ], [ %x1, %else ]
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x, ptr %slot, align 4
  ret void
}

declare token @llvm.experimental.convergence.anchor() #1
declare i32 @tid() #2
declare i32 @subgroupAdd(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
