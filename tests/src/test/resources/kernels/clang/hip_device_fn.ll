; ModuleID = 'hip_device_fn.hip'
source_filename = "hip_device_fn.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_c57bc4a7db75707d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_c57bc4a7db75707d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_Z8warp_sumi(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i64, align 8, addrspace(5)
  %5 = addrspacecast ptr addrspace(5) %2 to ptr
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  store i32 %0, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = call noundef i64 @_ZL8__balloti(i32 noundef %10) #6
  store i64 %11, ptr %7, align 8
  %12 = load i64, ptr %7, align 8
  %13 = call i64 @llvm.ctpop.i64(i64 %12)
  %14 = trunc i64 %13 to i32
  %15 = load i32, ptr %6, align 4
  %16 = call noundef i32 @_ZL6__shflii(i32 noundef %15, i32 noundef 0) #6
  %17 = add nsw i32 %14, %16
  ret i32 %17
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL8__balloti(i32 noundef %0) #0 {
  %2 = alloca i64, align 8, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp ne i32 %6, 0
  %8 = call i64 @llvm.amdgcn.ballot.i64(i1 %7)
  ret i64 %8
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__shflii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = addrspacecast ptr addrspace(5) %3 to ptr
  %7 = addrspacecast ptr addrspace(5) %4 to ptr
  %8 = addrspacecast ptr addrspace(5) %5 to ptr
  store i32 %0, ptr %7, align 4
  store i32 %1, ptr %8, align 4
  %9 = load i32, ptr %8, align 4
  %10 = and i32 %9, 63
  %11 = shl i32 %10, 2
  %12 = load i32, ptr %7, align 4
  %13 = call i32 @llvm.amdgcn.ds.bpermute(i32 %11, i32 %12)
  ret i32 %13
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_Z9clamp_addii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4, addrspace(5)
  %4 = alloca i32, align 4, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  %9 = addrspacecast ptr addrspace(5) %5 to ptr
  %10 = addrspacecast ptr addrspace(5) %6 to ptr
  store i32 %0, ptr %8, align 4
  store i32 %1, ptr %9, align 4
  %11 = load i32, ptr %8, align 4
  %12 = load i32, ptr %9, align 4
  %13 = add nsw i32 %11, %12
  store i32 %13, ptr %10, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp sgt i32 %14, 1000
  br i1 %15, label %16, label %17

16:                                               ; preds = %2
  br label %19

17:                                               ; preds = %2
  %18 = load i32, ptr %10, align 4
  br label %19

19:                                               ; preds = %17, %16
  %20 = phi i32 [ 1000, %16 ], [ %18, %17 ]
  ret i32 %20
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @device_fn(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca i32, align 4, addrspace(5)
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %5 to ptr
  %14 = addrspacecast ptr addrspace(5) %6 to ptr
  %15 = addrspacecast ptr addrspace(5) %7 to ptr
  %16 = addrspacecast ptr addrspace(5) %8 to ptr
  %17 = addrspacecast ptr addrspace(5) %9 to ptr
  %18 = addrspacecast ptr addrspace(5) %10 to ptr
  %19 = addrspacecast ptr addrspace(5) %11 to ptr
  store ptr addrspace(1) %0, ptr %12, align 8
  %20 = load ptr, ptr %12, align 8
  store ptr addrspace(1) %1, ptr %13, align 8
  %21 = load ptr, ptr %13, align 8
  store ptr %20, ptr %14, align 8
  store ptr %21, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %22 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %22, ptr %17, align 4
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %23

23:                                               ; preds = %39, %3
  %24 = load i32, ptr %19, align 4
  %25 = load i32, ptr %16, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %42

27:                                               ; preds = %23
  %28 = load i32, ptr %18, align 4
  %29 = load ptr, ptr %15, align 8
  %30 = load i32, ptr %17, align 4
  %31 = load i32, ptr %19, align 4
  %32 = add nsw i32 %30, %31
  %33 = and i32 %32, 63
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %29, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = call noundef i32 @_Z8warp_sumi(i32 noundef %36) #6
  %38 = call noundef i32 @_Z9clamp_addii(i32 noundef %28, i32 noundef %37) #6
  store i32 %38, ptr %18, align 4
  br label %39

39:                                               ; preds = %27
  %40 = load i32, ptr %19, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %19, align 4
  br label %23, !llvm.loop !6

42:                                               ; preds = %23
  %43 = load i32, ptr %17, align 4
  %44 = and i32 %43, 2
  %45 = icmp ne i32 %44, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %42
  %47 = load i32, ptr %18, align 4
  %48 = call noundef i32 @_Z8warp_sumi(i32 noundef %47) #6
  store i32 %48, ptr %18, align 4
  br label %49

49:                                               ; preds = %46, %42
  %50 = load i32, ptr %18, align 4
  %51 = load ptr, ptr %14, align 8
  %52 = load i32, ptr %17, align 4
  %53 = and i32 %52, 63
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %51, i64 %54
  store i32 %50, ptr %55, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
