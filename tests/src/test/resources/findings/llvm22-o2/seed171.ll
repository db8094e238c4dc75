target triple = "amdgcn--"

define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  br label %bb2

bb2:                                              ; preds = %bb2, %entry
  %t1 = call token @llvm.experimental.convergence.anchor()
  call void @callee1(i32 0) [ "convergencectrl"(token %t1) ]
  call void @op() [ "convergencectrl"(token %t1) ]
  call void @callee1(i32 0) [ "convergencectrl"(token %t1) ]
  br label %bb2
}

; Function Attrs: convergent
define void @callee1(i32 %tid) #0 {
entry:
  %tid1 = call i32 @llvm.amdgcn.workitem.id.x()
  %bc0 = icmp ult i32 0, 1
  %t0 = call token @llvm.experimental.convergence.anchor()
  %ballot0 = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t0) ]
  %c0 = icmp slt i32 %ballot0, 0
  br i1 %c0, label %bb2, label %bb3

bb2:                                              ; preds = %entry
  %t1 = call token @llvm.experimental.convergence.anchor()
  %first1 = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid) [ "convergencectrl"(token %t1) ]
  store i32 %first1, ptr addrspace(1) null, align 4
  ret void

bb3:                                              ; preds = %bb3, %entry
  br label %bb3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ballot.i32(i1) #2

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: convergent
declare void @op() #0

declare void @plain()

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.entry() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.anchor() #3

; Function Attrs: convergent nocallback nofree nosync nounwind willreturn memory(none)
declare token @llvm.experimental.convergence.loop() #3


attributes #0 = { convergent }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
