; ModuleID = 'cl_early_exit.cl'
source_filename = "cl_early_exit.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @early_exit(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %10 to ptr
  %14 = addrspacecast ptr addrspace(5) %11 to ptr
  %15 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  store i32 %2, ptr %15, align 4
  %16 = load ptr addrspace(1), ptr %13, align 8
  %17 = load ptr addrspace(1), ptr %14, align 8
  %18 = load i32, ptr %15, align 4
  %19 = addrspacecast ptr addrspace(5) %4 to ptr
  %20 = addrspacecast ptr addrspace(5) %5 to ptr
  %21 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %16, ptr %19, align 8
  store ptr addrspace(1) %17, ptr %20, align 8
  store i32 %18, ptr %21, align 4
  %22 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %7, align 4
  store i32 -1, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %24

24:                                               ; preds = %40, %3
  %25 = load i32, ptr addrspace(5) %9, align 4
  %26 = icmp slt i32 %25, 32
  br i1 %26, label %27, label %43

27:                                               ; preds = %24
  %28 = load ptr addrspace(1), ptr %20, align 8
  %29 = load i32, ptr addrspace(5) %7, align 4
  %30 = load i32, ptr addrspace(5) %9, align 4
  %31 = add nsw i32 %29, %30
  %32 = and i32 %31, 63
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %28, i64 %33
  %35 = load i32, ptr addrspace(1) %34, align 4
  %36 = load i32, ptr %21, align 4
  %37 = icmp eq i32 %35, %36
  br i1 %37, label %38, label %40

38:                                               ; preds = %27
  %39 = load i32, ptr addrspace(5) %9, align 4
  store i32 %39, ptr addrspace(5) %8, align 4
  br label %43

40:                                               ; preds = %27
  %41 = load i32, ptr addrspace(5) %9, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr addrspace(5) %9, align 4
  br label %24

43:                                               ; preds = %38, %24
  %44 = load i32, ptr addrspace(5) %8, align 4
  %45 = icmp slt i32 %44, 0
  br i1 %45, label %46, label %47

46:                                               ; preds = %43
  br label %55

47:                                               ; preds = %43
  %48 = load i32, ptr addrspace(5) %8, align 4
  %49 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %48) #5
  %50 = load ptr addrspace(1), ptr %19, align 8
  %51 = load i32, ptr addrspace(5) %7, align 4
  %52 = and i32 %51, 63
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr addrspace(1) %50, i64 %53
  store i32 %49, ptr addrspace(1) %54, align 4
  br label %55

55:                                               ; preds = %46, %47
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_early_exit(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  store i32 %2, ptr %12, align 4
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  store i32 -1, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %15

15:                                               ; preds = %32, %3
  %16 = load i32, ptr addrspace(5) %9, align 4
  %17 = icmp slt i32 %16, 32
  br i1 %17, label %18, label %35

18:                                               ; preds = %15
  %19 = load ptr addrspace(1), ptr %11, align 8
  %20 = load i32, ptr addrspace(5) %7, align 4
  %21 = load i32, ptr addrspace(5) %9, align 4
  %22 = add nsw i32 %20, %21
  %23 = and i32 %22, 63
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  %27 = load i32, ptr %12, align 4
  %28 = icmp eq i32 %26, %27
  br i1 %28, label %29, label %31

29:                                               ; preds = %18
  %30 = load i32, ptr addrspace(5) %9, align 4
  store i32 %30, ptr addrspace(5) %8, align 4
  br label %35

31:                                               ; preds = %18
  br label %32

32:                                               ; preds = %31
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr addrspace(5) %9, align 4
  br label %15

35:                                               ; preds = %29, %15
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = icmp slt i32 %36, 0
  br i1 %37, label %38, label %39

38:                                               ; preds = %35
  br label %47

39:                                               ; preds = %35
  %40 = load i32, ptr addrspace(5) %8, align 4
  %41 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %40) #5
  %42 = load ptr addrspace(1), ptr %10, align 8
  %43 = load i32, ptr addrspace(5) %7, align 4
  %44 = and i32 %43, 63
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %45
  store i32 %41, ptr addrspace(1) %46, align 4
  br label %47

47:                                               ; preds = %39, %38
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_mini(i32 noundef) #3

attributes #0 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!opencl.ocl.version = !{!4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{i32 2, i32 0}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int"}
!9 = !{!"", !"const", !""}
