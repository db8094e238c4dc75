; ModuleID = 'cl_divergent_branch.cl'
source_filename = "cl_divergent_branch.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @divergent_branch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca ptr addrspace(1), align 8, addrspace(5)
  %10 = alloca ptr addrspace(1), align 8, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %9 to ptr
  %12 = addrspacecast ptr addrspace(5) %10 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %13 = load ptr addrspace(1), ptr %11, align 8
  %14 = load ptr addrspace(1), ptr %12, align 8
  %15 = addrspacecast ptr addrspace(5) %3 to ptr
  %16 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %13, ptr %15, align 8
  store ptr addrspace(1) %14, ptr %16, align 8
  %17 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr addrspace(5) %5, align 4
  %19 = load ptr addrspace(1), ptr %16, align 8
  %20 = load i32, ptr addrspace(5) %5, align 4
  %21 = and i32 %20, 31
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %19, i64 %22
  %24 = load i32, ptr addrspace(1) %23, align 4
  store i32 %24, ptr addrspace(5) %6, align 4
  %25 = load i32, ptr addrspace(5) %6, align 4
  %26 = icmp sgt i32 %25, 10
  br i1 %26, label %27, label %30

27:                                               ; preds = %2
  %28 = load i32, ptr addrspace(5) %6, align 4
  %29 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %28) #5
  store i32 %29, ptr addrspace(5) %7, align 4
  br label %33

30:                                               ; preds = %2
  %31 = load i32, ptr addrspace(5) %6, align 4
  %32 = call i32 @_Z19sub_group_broadcastij(i32 noundef %31, i32 noundef 0) #5
  store i32 %32, ptr addrspace(5) %7, align 4
  br label %33

33:                                               ; preds = %27, %30
  %34 = load i32, ptr addrspace(5) %7, align 4
  %35 = call i32 @_Z20sub_group_reduce_maxi(i32 noundef %34) #5
  store i32 %35, ptr addrspace(5) %8, align 4
  %36 = load i32, ptr addrspace(5) %7, align 4
  %37 = load i32, ptr addrspace(5) %8, align 4
  %38 = add nsw i32 %36, %37
  %39 = load ptr addrspace(1), ptr %15, align 8
  %40 = load i32, ptr addrspace(5) %5, align 4
  %41 = and i32 %40, 31
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i32, ptr addrspace(1) %39, i64 %42
  store i32 %38, ptr addrspace(1) %43, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_divergent_branch(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %11 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %12 = trunc i64 %11 to i32
  store i32 %12, ptr addrspace(5) %5, align 4
  %13 = load ptr addrspace(1), ptr %10, align 8
  %14 = load i32, ptr addrspace(5) %5, align 4
  %15 = and i32 %14, 31
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr addrspace(1) %13, i64 %16
  %18 = load i32, ptr addrspace(1) %17, align 4
  store i32 %18, ptr addrspace(5) %6, align 4
  %19 = load i32, ptr addrspace(5) %6, align 4
  %20 = icmp sgt i32 %19, 10
  br i1 %20, label %21, label %24

21:                                               ; preds = %2
  %22 = load i32, ptr addrspace(5) %6, align 4
  %23 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %22) #5
  store i32 %23, ptr addrspace(5) %7, align 4
  br label %27

24:                                               ; preds = %2
  %25 = load i32, ptr addrspace(5) %6, align 4
  %26 = call i32 @_Z19sub_group_broadcastij(i32 noundef %25, i32 noundef 0) #5
  store i32 %26, ptr addrspace(5) %7, align 4
  br label %27

27:                                               ; preds = %24, %21
  %28 = load i32, ptr addrspace(5) %7, align 4
  %29 = call i32 @_Z20sub_group_reduce_maxi(i32 noundef %28) #5
  store i32 %29, ptr addrspace(5) %8, align 4
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = add nsw i32 %30, %31
  %33 = load ptr addrspace(1), ptr %9, align 8
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
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z19sub_group_broadcastij(i32 noundef, i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_maxi(i32 noundef) #3

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
