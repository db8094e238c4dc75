; ModuleID = 'cl_work_group_barrier.cl'
source_filename = "cl_work_group_barrier.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@wg_barrier.buf = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @wg_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = alloca ptr addrspace(1), align 8, addrspace(5)
  %8 = alloca ptr addrspace(1), align 8, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %7 to ptr
  %10 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %11 = load ptr addrspace(1), ptr %9, align 8
  %12 = load ptr addrspace(1), ptr %10, align 8
  %13 = addrspacecast ptr addrspace(5) %3 to ptr
  %14 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %11, ptr %13, align 8
  store ptr addrspace(1) %12, ptr %14, align 8
  %15 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr addrspace(5) %5, align 4
  %17 = load ptr addrspace(1), ptr %14, align 8
  %18 = load i32, ptr addrspace(5) %5, align 4
  %19 = and i32 %18, 255
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr addrspace(1) %17, i64 %20
  %22 = load i32, ptr addrspace(1) %21, align 4
  %23 = load i32, ptr addrspace(5) %5, align 4
  %24 = and i32 %23, 63
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %25
  store i32 %22, ptr addrspace(3) %26, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %27 = load i32, ptr addrspace(5) %5, align 4
  %28 = add nsw i32 %27, 1
  %29 = and i32 %28, 63
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %30
  %32 = load i32, ptr addrspace(3) %31, align 4
  store i32 %32, ptr addrspace(5) %6, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %33 = load i32, ptr addrspace(5) %6, align 4
  %34 = mul nsw i32 %33, 2
  %35 = load i32, ptr addrspace(5) %5, align 4
  %36 = and i32 %35, 63
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %37
  store i32 %34, ptr addrspace(3) %38, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %39 = load i32, ptr addrspace(5) %5, align 4
  %40 = sub nsw i32 63, %39
  %41 = and i32 %40, 63
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %42
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = load i32, ptr addrspace(5) %6, align 4
  %46 = call i32 @_Z21work_group_reduce_addi(i32 noundef %45) #5
  %47 = add nsw i32 %44, %46
  %48 = load ptr addrspace(1), ptr %13, align 8
  %49 = load i32, ptr addrspace(5) %5, align 4
  %50 = and i32 %49, 63
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr addrspace(1) %48, i64 %51
  store i32 %47, ptr addrspace(1) %52, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_wg_barrier(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca i32, align 4, addrspace(5)
  %7 = addrspacecast ptr addrspace(5) %3 to ptr
  %8 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %7, align 8
  store ptr addrspace(1) %1, ptr %8, align 8
  %9 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %10 = trunc i64 %9 to i32
  store i32 %10, ptr addrspace(5) %5, align 4
  %11 = load ptr addrspace(1), ptr %8, align 8
  %12 = load i32, ptr addrspace(5) %5, align 4
  %13 = and i32 %12, 255
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %11, i64 %14
  %16 = load i32, ptr addrspace(1) %15, align 4
  %17 = load i32, ptr addrspace(5) %5, align 4
  %18 = and i32 %17, 63
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %19
  store i32 %16, ptr addrspace(3) %20, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %21 = load i32, ptr addrspace(5) %5, align 4
  %22 = add nsw i32 %21, 1
  %23 = and i32 %22, 63
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %24
  %26 = load i32, ptr addrspace(3) %25, align 4
  store i32 %26, ptr addrspace(5) %6, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = mul nsw i32 %27, 2
  %29 = load i32, ptr addrspace(5) %5, align 4
  %30 = and i32 %29, 63
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %31
  store i32 %28, ptr addrspace(3) %32, align 4
  call void @_Z18work_group_barrierj(i32 noundef 1) #5
  %33 = load i32, ptr addrspace(5) %5, align 4
  %34 = sub nsw i32 63, %33
  %35 = and i32 %34, 63
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i32], ptr addrspace(3) @wg_barrier.buf, i64 0, i64 %36
  %38 = load i32, ptr addrspace(3) %37, align 4
  %39 = load i32, ptr addrspace(5) %6, align 4
  %40 = call i32 @_Z21work_group_reduce_addi(i32 noundef %39) #5
  %41 = add nsw i32 %38, %40
  %42 = load ptr addrspace(1), ptr %7, align 8
  %43 = load i32, ptr addrspace(5) %5, align 4
  %44 = and i32 %43, 63
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr addrspace(1) %42, i64 %45
  store i32 %41, ptr addrspace(1) %46, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z18work_group_barrierj(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z21work_group_reduce_addi(i32 noundef) #3

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
