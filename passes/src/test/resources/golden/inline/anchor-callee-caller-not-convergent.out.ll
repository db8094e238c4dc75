define spir_kernel void @src(ptr %out) {
start:
  %tid = call i32 @tid()
  %u = call i32 @subgroupAdd(i32 %tid)
  %odd = and i32 %tid, 1
  %isOdd = icmp eq i32 %odd, 1
  br i1 %isOdd, label %then, label %end

then:
  %c = call i32 @reserve(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %c, ptr %slot, align 4
  br label %end

end:
  %last = getelementptr inbounds i32, ptr %out, i32 64
  store i32 %u, ptr %last, align 4
  ret void
}

define internal i32 @reserve(i32 %x) {
entry:
  %anchor = call token @llvm.experimental.convergence.anchor()
  %n = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %anchor) ]
  %first = call i32 @subgroupBroadcastFirst(i32 %x) [ "convergencectrl"(token %anchor) ]
  %r = add i32 %n, %first
  ret i32 %r
}

declare token @llvm.experimental.convergence.entry() #0

declare token @llvm.experimental.convergence.anchor() #0

declare token @llvm.experimental.convergence.loop() #0

declare i32 @tid() #1

declare i32 @subgroupAdd(i32) #2

declare i32 @subgroupBroadcastFirst(i32) #2

attributes #0 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
