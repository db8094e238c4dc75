; ModuleID = 'cl_any_all.cl'
source_filename = "cl_any_all.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @any_all(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %24 = load ptr addrspace(1), ptr %20, align 8
  %25 = load i32, ptr addrspace(5) %7, align 4
  %26 = and i32 %25, 15
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %24, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  store i32 %29, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %30

30:                                               ; preds = %49, %3
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = icmp sgt i32 %31, 0
  %33 = zext i1 %32 to i32
  %34 = call i32 @_Z13sub_group_anyi(i32 noundef %33) #5
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %50

36:                                               ; preds = %30
  %37 = load i32, ptr addrspace(5) %8, align 4
  %38 = icmp sgt i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = load i32, ptr addrspace(5) %8, align 4
  %41 = sub nsw i32 %40, 3
  store i32 %41, ptr addrspace(5) %8, align 4
  br label %42

42:                                               ; preds = %39, %36
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr addrspace(5) %9, align 4
  %45 = load i32, ptr addrspace(5) %9, align 4
  %46 = load i32, ptr %21, align 4
  %47 = icmp sgt i32 %45, %46
  br i1 %47, label %48, label %49

48:                                               ; preds = %42
  br label %50

49:                                               ; preds = %42
  br label %30

50:                                               ; preds = %30, %48
  %51 = load i32, ptr addrspace(5) %9, align 4
  %52 = load i32, ptr addrspace(5) %8, align 4
  %53 = icmp sle i32 %52, 0
  %54 = zext i1 %53 to i32
  %55 = call i32 @_Z13sub_group_alli(i32 noundef %54) #5
  %56 = icmp ne i32 %55, 0
  %57 = zext i1 %56 to i64
  %58 = select i1 %56, i32 100, i32 0
  %59 = add nsw i32 %51, %58
  %60 = load ptr addrspace(1), ptr %19, align 8
  %61 = load i32, ptr addrspace(5) %7, align 4
  %62 = and i32 %61, 15
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr addrspace(1) %60, i64 %63
  store i32 %59, ptr addrspace(1) %64, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_any_all(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  %15 = load ptr addrspace(1), ptr %11, align 8
  %16 = load i32, ptr addrspace(5) %7, align 4
  %17 = and i32 %16, 15
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  store i32 %20, ptr addrspace(5) %8, align 4
  store i32 0, ptr addrspace(5) %9, align 4
  br label %21

21:                                               ; preds = %40, %3
  %22 = load i32, ptr addrspace(5) %8, align 4
  %23 = icmp sgt i32 %22, 0
  %24 = zext i1 %23 to i32
  %25 = call i32 @_Z13sub_group_anyi(i32 noundef %24) #5
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %27, label %41

27:                                               ; preds = %21
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = icmp sgt i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = sub nsw i32 %31, 3
  store i32 %32, ptr addrspace(5) %8, align 4
  br label %33

33:                                               ; preds = %30, %27
  %34 = load i32, ptr addrspace(5) %9, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr addrspace(5) %9, align 4
  %36 = load i32, ptr addrspace(5) %9, align 4
  %37 = load i32, ptr %12, align 4
  %38 = icmp sgt i32 %36, %37
  br i1 %38, label %39, label %40

39:                                               ; preds = %33
  br label %41

40:                                               ; preds = %33
  br label %21

41:                                               ; preds = %39, %21
  %42 = load i32, ptr addrspace(5) %9, align 4
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = icmp sle i32 %43, 0
  %45 = zext i1 %44 to i32
  %46 = call i32 @_Z13sub_group_alli(i32 noundef %45) #5
  %47 = icmp ne i32 %46, 0
  %48 = zext i1 %47 to i64
  %49 = select i1 %47, i32 100, i32 0
  %50 = add nsw i32 %42, %49
  %51 = load ptr addrspace(1), ptr %10, align 8
  %52 = load i32, ptr addrspace(5) %7, align 4
  %53 = and i32 %52, 15
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr addrspace(1) %51, i64 %54
  store i32 %50, ptr addrspace(1) %55, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_anyi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z13sub_group_alli(i32 noundef) #3

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
