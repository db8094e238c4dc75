define spir_kernel void @src(ptr %out) #0 {
start:
  %entry.tok = call token @llvm.experimental.convergence.entry()
  %tid = call i32 @tid()
  %u = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %entry.tok) ]
  %odd = and i32 %tid, 1
  %isOdd = icmp eq i32 %odd, 1
  br i1 %isOdd, label %then, label %end

then:
  %anchor.i = call token @llvm.experimental.convergence.anchor()
  %n.i = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %anchor.i) ]
  %first.i = call i32 @subgroupBroadcastFirst(i32 %tid) [ "convergencectrl"(token %anchor.i) ]
  %r.i = add i32 %n.i, %first.i
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %r.i, ptr %slot, align 4
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

declare token @llvm.experimental.convergence.entry() #1

declare token @llvm.experimental.convergence.anchor() #1

declare token @llvm.experimental.convergence.loop() #1

declare i32 @tid() #2

declare i32 @subgroupAdd(i32) #3

declare i32 @subgroupBroadcastFirst(i32) #3

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
attributes #2 = { nounwind willreturn memory(none) }
attributes #3 = { convergent nounwind }
