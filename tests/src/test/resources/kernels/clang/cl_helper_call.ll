; ModuleID = 'cl_helper_call.cl'
source_filename = "cl_helper_call.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define hidden i32 @lane_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4, addrspace(5)
  %3 = alloca i32, align 4, addrspace(5)
  %4 = addrspacecast ptr addrspace(5) %2 to ptr
  %5 = addrspacecast ptr addrspace(5) %3 to ptr
  store i32 %0, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %6) #5
  %8 = load i32, ptr %5, align 4
  %9 = sub nsw i32 %7, %8
  ret i32 %9
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @helper_call(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %22 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr addrspace(5) %7, align 4
  %24 = load ptr addrspace(1), ptr %20, align 8
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = and i32 %25, 31
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  %30 = load i32, ptr %21, align 4
  %31 = icmp sgt i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %3
  %33 = load i32, ptr addrspace(5) %8, align 4
  %34 = call i32 @lane_sum(i32 noundef %33) #5
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr addrspace(5) %9, align 4
  br label %37

37:                                               ; preds = %32, %3
  %38 = load i32, ptr addrspace(5) %8, align 4
  %39 = and i32 %38, 1
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %46

41:                                               ; preds = %37
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = call i32 @lane_sum(i32 noundef %42) #5
  %44 = load i32, ptr addrspace(5) %9, align 4
  %45 = add nsw i32 %44, %43
  store i32 %45, ptr addrspace(5) %9, align 4
  br label %46

46:                                               ; preds = %37, %41
  %47 = load i32, ptr addrspace(5) %9, align 4
  %48 = load ptr addrspace(1), ptr %19, align 8
  %49 = load i32, ptr addrspace(5) %7, align 4
  %50 = and i32 %49, 31
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %51
  store i32 %47, ptr addrspace(1) %52, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_helper_call(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #3 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %7, align 4
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = and i32 %16, 31
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  store i32 %20, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  %21 = load i32, ptr %12, align 4
  %22 = icmp sgt i32 %21, 0
  br i1 %22, label %23, label %28

23:                                               ; preds = %3
  %24 = load i32, ptr addrspace(5) %8, align 4
  %25 = call i32 @lane_sum(i32 noundef %24) #5
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr addrspace(5) %9, align 4
  br label %28

28:                                               ; preds = %23, %3
  %29 = load i32, ptr addrspace(5) %8, align 4
  %30 = and i32 %29, 1
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %28
  %33 = load i32, ptr addrspace(5) %9, align 4
  %34 = call i32 @lane_sum(i32 noundef %33) #5
  %35 = load i32, ptr addrspace(5) %9, align 4
  %36 = add nsw i32 %35, %34
  store i32 %36, ptr addrspace(5) %9, align 4
  br label %37

37:                                               ; preds = %32, %28
  %38 = load i32, ptr addrspace(5) %9, align 4
  %39 = load ptr addrspace(1), ptr %10, align 8
  %40 = load i32, ptr addrspace(5) %7, align 4
  %41 = and i32 %40, 31
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %42
  store i32 %38, ptr addrspace(1) %43, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
