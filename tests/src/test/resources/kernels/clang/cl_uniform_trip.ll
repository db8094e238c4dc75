; ModuleID = 'cl_uniform_trip.cl'
source_filename = "cl_uniform_trip.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @uniform_trip(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = addrspacecast ptr addrspace(5) %11 to ptr
  %15 = addrspacecast ptr addrspace(5) %12 to ptr
  %16 = addrspacecast ptr addrspace(5) %13 to ptr
  store ptr addrspace(1) %0, ptr %14, align 8
  store ptr addrspace(1) %1, ptr %15, align 8
  store i32 %2, ptr %16, align 4
  %17 = load ptr addrspace(1), ptr %14, align 8
  %18 = load ptr addrspace(1), ptr %15, align 8
  %19 = load i32, ptr %16, align 4
  %20 = addrspacecast ptr addrspace(5) %4 to ptr
  %21 = addrspacecast ptr addrspace(5) %5 to ptr
  %22 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %17, ptr %20, align 8
  store ptr addrspace(1) %18, ptr %21, align 8
  store i32 %19, ptr %22, align 4
  %23 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %24 = trunc i64 %23 to i32
  store i32 %24, ptr addrspace(5) %7, align 4
  %25 = load ptr addrspace(1), ptr %21, align 8
  %26 = load i32, ptr addrspace(5) %7, align 4
  %27 = and i32 %26, 31
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr addrspace(1) %25, i64 %28
  %30 = load i32, ptr addrspace(1) %29, align 4
  store i32 %30, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %31

31:                                               ; preds = %35, %3
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = load i32, ptr %22, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %44

35:                                               ; preds = %31
  %36 = load i32, ptr addrspace(5) %8, align 4
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = and i32 %37, 7
  %39 = call i32 @_Z19sub_group_broadcastij(i32 noundef %36, i32 noundef %38) #5
  %40 = load i32, ptr addrspace(5) %7, align 4
  %41 = add nsw i32 %39, %40
  store i32 %41, ptr addrspace(5) %8, align 4
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr addrspace(5) %9, align 4
  br label %31

44:                                               ; preds = %31
  store i32 0, ptr addrspace(5) %10, align 4
  br label %45

45:                                               ; preds = %50, %44
  %46 = load i32, ptr addrspace(5) %10, align 4
  %47 = load i32, ptr addrspace(5) %7, align 4
  %48 = and i32 %47, 7
  %49 = icmp slt i32 %46, %48
  br i1 %49, label %50, label %57

50:                                               ; preds = %45
  %51 = load i32, ptr addrspace(5) %8, align 4
  %52 = mul nsw i32 %51, 3
  %53 = load i32, ptr addrspace(5) %10, align 4
  %54 = add nsw i32 %52, %53
  store i32 %54, ptr addrspace(5) %8, align 4
  %55 = load i32, ptr addrspace(5) %10, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr addrspace(5) %10, align 4
  br label %45

57:                                               ; preds = %45
  %58 = load i32, ptr addrspace(5) %8, align 4
  %59 = load ptr addrspace(1), ptr %20, align 8
  %60 = load i32, ptr addrspace(5) %7, align 4
  %61 = and i32 %60, 31
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr addrspace(1) %59, i64 %62
  store i32 %58, ptr addrspace(1) %63, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_uniform_trip(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca ptr addrspace(1), align 8, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %4 to ptr
  %12 = addrspacecast ptr addrspace(5) %5 to ptr
  %13 = addrspacecast ptr addrspace(5) %6 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  store i32 %2, ptr %13, align 4
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %7, align 4
  %16 = load ptr addrspace(1), ptr %12, align 8
  %17 = load i32, ptr addrspace(5) %7, align 4
  %18 = and i32 %17, 31
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr addrspace(1) %16, i64 %19
  %21 = load i32, ptr addrspace(1) %20, align 4
  store i32 %21, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %22

22:                                               ; preds = %33, %3
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = load i32, ptr %13, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %36

26:                                               ; preds = %22
  %27 = load i32, ptr addrspace(5) %8, align 4
  %28 = load i32, ptr addrspace(5) %9, align 4
  %29 = and i32 %28, 7
  %30 = call i32 @_Z19sub_group_broadcastij(i32 noundef %27, i32 noundef %29) #5
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = add nsw i32 %30, %31
  store i32 %32, ptr addrspace(5) %8, align 4
  br label %33

33:                                               ; preds = %26
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %9, align 4
  br label %22

36:                                               ; preds = %22
  store i32 0, ptr addrspace(5) %10, align 4
  br label %37

37:                                               ; preds = %47, %36
  %38 = load i32, ptr addrspace(5) %10, align 4
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = and i32 %39, 7
  %41 = icmp slt i32 %38, %40
  br i1 %41, label %42, label %50

42:                                               ; preds = %37
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = mul nsw i32 %43, 3
  %45 = load i32, ptr addrspace(5) %10, align 4
  %46 = add nsw i32 %44, %45
  store i32 %46, ptr addrspace(5) %8, align 4
  br label %47

47:                                               ; preds = %42
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr addrspace(5) %10, align 4
  br label %37

50:                                               ; preds = %37
  %51 = load i32, ptr addrspace(5) %8, align 4
  %52 = load ptr addrspace(1), ptr %11, align 8
  %53 = load i32, ptr addrspace(5) %7, align 4
  %54 = and i32 %53, 31
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds i32, ptr addrspace(1) %52, i64 %55
  store i32 %51, ptr addrspace(1) %56, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

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
