declare i32 @subgroupAdd(i32) convergent nounwind

declare token @llvm.experimental.convergence.entry() convergent

declare token @llvm.experimental.convergence.loop() convergent

define spir_kernel void @k(ptr %out, i32 %n) convergent {
entry:
  %e = call token @llvm.experimental.convergence.entry()
  %c = icmp slt i32 %n, 4
  br i1 %c, label %then, label %else

then:
  %t1 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %s1 = call i32 @subgroupAdd(i32 %n) [ "convergencectrl"(token %t1) ]
  br label %join

else:
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %e) ]
  %s2 = call i32 @subgroupAdd(i32 %n) [ "convergencectrl"(token %t2) ]
  br label %join

join:
  %s = phi i32 [ %s1, %then ], [ %s2, %else ]
  store i32 %s, ptr %out, align 4
  ret void
}
