; ModuleID = 'cl_switch.cl'
source_filename = "cl_switch.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @switch_kernel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = addrspacecast ptr addrspace(5) %8 to ptr
  %11 = addrspacecast ptr addrspace(5) %9 to ptr
  store ptr addrspace(1) %0, ptr %10, align 8
  store ptr addrspace(1) %1, ptr %11, align 8
  %12 = load ptr addrspace(1), ptr %10, align 8
  %13 = load ptr addrspace(1), ptr %11, align 8
  %14 = addrspacecast ptr addrspace(5) %3 to ptr
  %15 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %12, ptr %14, align 8
  store ptr addrspace(1) %13, ptr %15, align 8
  %16 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr addrspace(5) %5, align 4
  %18 = load ptr addrspace(1), ptr %15, align 8
  %19 = load i32, ptr addrspace(5) %5, align 4
  %20 = and i32 %19, 31
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr addrspace(1) %18, i64 %21
  %23 = load i32, ptr addrspace(1) %22, align 4
  store i32 %23, ptr addrspace(5) %6, align 4
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = and i32 %24, 3
  switch i32 %25, label %35 [
    i32 0, label %26
    i32 1, label %29
    i32 2, label %32
  ]

26:                                               ; preds = %2
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr addrspace(5) %7, align 4
  br label %36

29:                                               ; preds = %2
  %30 = load i32, ptr addrspace(5) %6, align 4
  %31 = mul nsw i32 %30, 3
  store i32 %31, ptr addrspace(5) %7, align 4
  br label %36

32:                                               ; preds = %2
  %33 = load i32, ptr addrspace(5) %6, align 4
  %34 = sub nsw i32 0, %33
  store i32 %34, ptr addrspace(5) %7, align 4
  br label %36

35:                                               ; preds = %2
  store i32 7, ptr addrspace(5) %7, align 4
  br label %36

36:                                               ; preds = %26, %29, %32, %35
  %37 = load i32, ptr addrspace(5) %7, align 4
  %38 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %37) #5
  %39 = load ptr addrspace(1), ptr %14, align 8
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = and i32 %40, 31
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %42
  store i32 %38, ptr addrspace(1) %43, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_switch_kernel(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = addrspacecast ptr addrspace(5) %3 to ptr
  %9 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %8, align 8
  store ptr addrspace(1) %1, ptr %9, align 8
  %10 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %11 = trunc i64 %10 to i32
  store i32 %11, ptr addrspace(5) %5, align 4
  %12 = load ptr addrspace(1), ptr %9, align 8
  %13 = load i32, ptr addrspace(5) %5, align 4
  %14 = and i32 %13, 31
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr addrspace(1) %12, i64 %15
  %17 = load i32, ptr addrspace(1) %16, align 4
  store i32 %17, ptr addrspace(5) %6, align 4
  %18 = load i32, ptr addrspace(5) %6, align 4
  %19 = and i32 %18, 3
  switch i32 %19, label %29 [
    i32 0, label %20
    i32 1, label %23
    i32 2, label %26
  ]

20:                                               ; preds = %2
  %21 = load i32, ptr addrspace(5) %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr addrspace(5) %7, align 4
  br label %30

23:                                               ; preds = %2
  %24 = load i32, ptr addrspace(5) %6, align 4
  %25 = mul nsw i32 %24, 3
  store i32 %25, ptr addrspace(5) %7, align 4
  br label %30

26:                                               ; preds = %2
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = sub nsw i32 0, %27
  store i32 %28, ptr addrspace(5) %7, align 4
  br label %30

29:                                               ; preds = %2
  store i32 7, ptr addrspace(5) %7, align 4
  br label %30

30:                                               ; preds = %29, %26, %23, %20
  %31 = load i32, ptr addrspace(5) %7, align 4
  %32 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %31) #5
  %33 = load ptr addrspace(1), ptr %8, align 8
  %34 = load i32, ptr addrspace(5) %5, align 4
  %35 = and i32 %34, 31
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %33, i64 %36
  store i32 %32, ptr addrspace(1) %37, align 4
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
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int*", !"int*"}
!9 = !{!"", !"const"}
