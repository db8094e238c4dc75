source_filename = "licm-lcssa-sunk-store.before.ll"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-unknown-unknown"

define void @callee0(ptr addrspace(1) %out) #0 {
entry:
  %t0 = call token @llvm.experimental.convergence.entry()
  br label %bb7

bb7:
  %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
  %first7 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0) [ "convergencectrl"(token %t2) ]
  %c7 = icmp slt i32 %first7, 4
  %go7 = select i1 false, i1 true, i1 %c7
  br i1 %go7, label %bb10, label %bb7

bb10:
  %first7.lcssa = phi i32 [ %first7, %bb7 ]
  store i32 %first7.lcssa, ptr addrspace(1) %out, align 4
  call void @op() [ "convergencectrl"(token %t0) ]
  store i32 0, ptr addrspace(1) %out, align 4
  br label %bb11

bb11:
  call void @op() [ "convergencectrl"(token %t0) ]
  ret void
}

declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1

declare void @op() #0

declare token @llvm.experimental.convergence.entry() #2

declare token @llvm.experimental.convergence.loop() #2

attributes #0 = { convergent }
attributes #1 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
