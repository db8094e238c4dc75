target triple = "amdgcn--"

define void @callee0(ptr addrspace(1) %out) convergent {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb7

bb7:
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0) [ "convergencectrl"(token %t2) ]
  store i32 %first7, ptr addrspace(1) %out, align 4
  %c7 = icmp slt i32 %first7, 4
  %go7 = select i1 false, i1 true, i1 %c7
  br i1 %go7, label %bb10, label %bb7

bb10:
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 0, ptr addrspace(1) %out, align 4
  br label %bb11

bb11:
  call void @op() [ "convergencectrl"(token %t0) ]
  ret void
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0

declare void @op() convergent

declare token @llvm.experimental.convergence.entry()

declare token @llvm.experimental.convergence.loop()

attributes #0 = { convergent nounwind readnone }
