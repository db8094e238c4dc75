; Two kernels for the pass manager's tests: @kernel has a convergent call under a divergent
; branch (on the thread id) and an unused add; @other has a convergent call under a uniform
; branch (on an argument).

define spir_kernel void @kernel(ptr %out) #0 {
start:
  %tid = call i32 @tid()
  %unused = add i32 %tid, 7
  %condition = icmp ult i32 %tid, 5
  br i1 %condition, label %then, label %end

then:
  %x1 = call i32 @subgroupAdd(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %x1, ptr %slot, align 4
  br label %end

end:
  ret void
}

define spir_kernel void @other(ptr %out, i32 %n) #0 {
start:
  %tid = call i32 @tid()
  %uniform = icmp ult i32 %n, 5
  br i1 %uniform, label %then, label %end

then:
  %y = call i32 @subgroupAdd(i32 %tid)
  %slot = getelementptr inbounds i32, ptr %out, i32 %tid
  store i32 %y, ptr %slot, align 4
  br label %end

end:
  ret void
}

declare i32 @tid() #1
declare i32 @subgroupAdd(i32) #2

attributes #0 = { convergent }
attributes #1 = { nounwind willreturn memory(none) }
attributes #2 = { convergent nounwind }
