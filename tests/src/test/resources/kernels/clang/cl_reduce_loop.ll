; ModuleID = 'cl_reduce_loop.cl'
source_filename = "cl_reduce_loop.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @reduce_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %8, align 4
  %25 = load i32, ptr addrspace(5) %7, align 4
  store i32 %25, ptr addrspace(5) %9, align 4
  br label %26

26:                                               ; preds = %30, %3
  %27 = load i32, ptr addrspace(5) %9, align 4
  %28 = load i32, ptr %22, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %41

30:                                               ; preds = %26
  %31 = load ptr addrspace(1), ptr %21, align 8
  %32 = load i32, ptr addrspace(5) %9, align 4
  %33 = and i32 %32, 255
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %31, i64 %34
  %36 = load i32, ptr addrspace(1) %35, align 4
  %37 = load i32, ptr addrspace(5) %8, align 4
  %38 = add nsw i32 %37, %36
  store i32 %38, ptr addrspace(5) %8, align 4
  %39 = load i32, ptr addrspace(5) %9, align 4
  %40 = add nsw i32 %39, 4
  store i32 %40, ptr addrspace(5) %9, align 4
  br label %26

41:                                               ; preds = %26
  %42 = load i32, ptr addrspace(5) %8, align 4
  %43 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %42) #5
  store i32 %43, ptr addrspace(5) %10, align 4
  %44 = load i32, ptr addrspace(5) %7, align 4
  %45 = icmp eq i32 %44, 0
  br i1 %45, label %46, label %49

46:                                               ; preds = %41
  %47 = load i32, ptr addrspace(5) %10, align 4
  %48 = load ptr addrspace(1), ptr %20, align 8
  store i32 %47, ptr addrspace(1) %48, align 4
  br label %49

49:                                               ; preds = %41, %46
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_reduce_loop(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %8, align 4
  %16 = load i32, ptr addrspace(5) %7, align 4
  store i32 %16, ptr addrspace(5) %9, align 4
  br label %17

17:                                               ; preds = %30, %3
  %18 = load i32, ptr addrspace(5) %9, align 4
  %19 = load i32, ptr %13, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %33

21:                                               ; preds = %17
  %22 = load ptr addrspace(1), ptr %12, align 8
  %23 = load i32, ptr addrspace(5) %9, align 4
  %24 = and i32 %23, 255
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %22, i64 %25
  %27 = load i32, ptr addrspace(1) %26, align 4
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr addrspace(5) %8, align 4
  br label %30

30:                                               ; preds = %21
  %31 = load i32, ptr addrspace(5) %9, align 4
  %32 = add nsw i32 %31, 4
  store i32 %32, ptr addrspace(5) %9, align 4
  br label %17

33:                                               ; preds = %17
  %34 = load i32, ptr addrspace(5) %8, align 4
  %35 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %34) #5
  store i32 %35, ptr addrspace(5) %10, align 4
  %36 = load i32, ptr addrspace(5) %7, align 4
  %37 = icmp eq i32 %36, 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %33
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = load ptr addrspace(1), ptr %11, align 8
  %41 = getelementptr inbounds i32, ptr addrspace(1) %40, i64 0
  store i32 %39, ptr addrspace(1) %41, align 4
  br label %42

42:                                               ; preds = %38, %33
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

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
