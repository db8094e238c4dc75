; ModuleID = 'cl_vector.cl'
source_filename = "cl_vector.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @vector_kernel(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca <4 x i32>, align 16, addrspace(5)
  %7 = alloca <4 x i32>, align 16, addrspace(5)
  %8 = alloca <4 x i32>, align 16, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %11 to ptr
  %14 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %15 = load ptr addrspace(1), ptr %13, align 8
  %16 = load ptr addrspace(1), ptr %14, align 8
  %17 = addrspacecast ptr addrspace(5) %3 to ptr
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  %19 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %15, ptr %17, align 8
  store ptr addrspace(1) %16, ptr %18, align 8
  %20 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %21 = trunc i64 %20 to i32
  store i32 %21, ptr addrspace(5) %5, align 4
  %22 = load ptr addrspace(1), ptr %18, align 8
  %23 = load i32, ptr addrspace(5) %5, align 4
  %24 = and i32 %23, 15
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %22, i64 %25
  %27 = load <4 x i32>, ptr addrspace(1) %26, align 16
  store <4 x i32> %27, ptr addrspace(5) %6, align 16
  %28 = load <4 x i32>, ptr addrspace(5) %6, align 16
  %29 = mul <4 x i32> %28, splat (i32 2)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %19, align 16
  %30 = load <4 x i32>, ptr %19, align 16
  %31 = add <4 x i32> %29, %30
  store <4 x i32> %31, ptr addrspace(5) %7, align 16
  %32 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %33 = extractelement <4 x i32> %32, i64 0
  %34 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %35 = extractelement <4 x i32> %34, i64 1
  %36 = add nsw i32 %33, %35
  %37 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %38 = extractelement <4 x i32> %37, i64 2
  %39 = add nsw i32 %36, %38
  %40 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %41 = extractelement <4 x i32> %40, i64 3
  %42 = add nsw i32 %39, %41
  store i32 %42, ptr addrspace(5) %9, align 4
  %43 = load i32, ptr addrspace(5) %9, align 4
  %44 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %43) #5
  store i32 %44, ptr addrspace(5) %10, align 4
  %45 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %46 = load i32, ptr addrspace(5) %10, align 4
  %47 = insertelement <4 x i32> poison, i32 %46, i64 0
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> zeroinitializer
  %49 = add <4 x i32> %45, %48
  %50 = load ptr addrspace(1), ptr %17, align 8
  %51 = load i32, ptr addrspace(5) %5, align 4
  %52 = and i32 %51, 15
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %50, i64 %53
  store <4 x i32> %49, ptr addrspace(1) %54, align 16
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_vector_kernel(ptr addrspace(1) noundef align 16 %0, ptr addrspace(1) noundef align 16 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !9 !kernel_arg_type_qual !10 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca <4 x i32>, align 16, addrspace(5)
  %7 = alloca <4 x i32>, align 16, addrspace(5)
  %8 = alloca <4 x i32>, align 16, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i32, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  %13 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %14 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr addrspace(5) %5, align 4
  %16 = load ptr addrspace(1), ptr %12, align 8
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = and i32 %17, 15
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %16, i64 %19
  %21 = load <4 x i32>, ptr addrspace(1) %20, align 16
  store <4 x i32> %21, ptr addrspace(5) %6, align 16
  %22 = load <4 x i32>, ptr addrspace(5) %6, align 16
  %23 = mul <4 x i32> %22, splat (i32 2)
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %13, align 16
  %24 = load <4 x i32>, ptr %13, align 16
  %25 = add <4 x i32> %23, %24
  store <4 x i32> %25, ptr addrspace(5) %7, align 16
  %26 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %27 = extractelement <4 x i32> %26, i64 0
  %28 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %29 = extractelement <4 x i32> %28, i64 1
  %30 = add nsw i32 %27, %29
  %31 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %32 = extractelement <4 x i32> %31, i64 2
  %33 = add nsw i32 %30, %32
  %34 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %35 = extractelement <4 x i32> %34, i64 3
  %36 = add nsw i32 %33, %35
  store i32 %36, ptr addrspace(5) %9, align 4
  %37 = load i32, ptr addrspace(5) %9, align 4
  %38 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %37) #5
  store i32 %38, ptr addrspace(5) %10, align 4
  %39 = load <4 x i32>, ptr addrspace(5) %7, align 16
  %40 = load i32, ptr addrspace(5) %10, align 4
  %41 = insertelement <4 x i32> poison, i32 %40, i64 0
  %42 = shufflevector <4 x i32> %41, <4 x i32> poison, <4 x i32> zeroinitializer
  %43 = add <4 x i32> %39, %42
  %44 = load ptr addrspace(1), ptr %11, align 8
  %45 = load i32, ptr addrspace(5) %5, align 4
  %46 = and i32 %45, 15
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds <4 x i32>, ptr addrspace(1) %44, i64 %47
  store <4 x i32> %43, ptr addrspace(1) %48, align 16
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
!6 = !{i32 1, i32 1}
!7 = !{!"none", !"none"}
!8 = !{!"int4*", !"int4*"}
!9 = !{!"int __attribute__((ext_vector_type(4)))*", !"int __attribute__((ext_vector_type(4)))*"}
!10 = !{!"", !"const"}
