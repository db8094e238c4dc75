; ModuleID = 'cl_barrier_nested.cl'
source_filename = "cl_barrier_nested.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@barrier_nested.tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @barrier_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %9, align 4
  br label %25

25:                                               ; preds = %58, %3
  %26 = load i32, ptr addrspace(5) %9, align 4
  %27 = load i32, ptr %22, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %61

29:                                               ; preds = %25
  %30 = load ptr addrspace(1), ptr %21, align 8
  %31 = load i32, ptr addrspace(5) %9, align 4
  %32 = mul nsw i32 %31, 8
  %33 = load i32, ptr addrspace(5) %7, align 4
  %34 = add nsw i32 %32, %33
  %35 = and i32 %34, 255
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr addrspace(1) %30, i64 %36
  %38 = load i32, ptr addrspace(1) %37, align 4
  %39 = load i32, ptr addrspace(5) %7, align 4
  %40 = and i32 %39, 63
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %41
  store i32 %38, ptr addrspace(3) %42, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, ptr addrspace(5) %10, align 4
  br label %43

43:                                               ; preds = %46, %29
  %44 = load i32, ptr addrspace(5) %10, align 4
  %45 = icmp slt i32 %44, 4
  br i1 %45, label %46, label %58

46:                                               ; preds = %43
  %47 = load i32, ptr addrspace(5) %7, align 4
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = add nsw i32 %47, %48
  %50 = and i32 %49, 63
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %51
  %53 = load i32, ptr addrspace(3) %52, align 4
  %54 = load i32, ptr addrspace(5) %8, align 4
  %55 = add nsw i32 %54, %53
  store i32 %55, ptr addrspace(5) %8, align 4
  %56 = load i32, ptr addrspace(5) %10, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr addrspace(5) %10, align 4
  br label %43

58:                                               ; preds = %43
  call void @_Z7barrierj(i32 noundef 1) #5
  %59 = load i32, ptr addrspace(5) %9, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr addrspace(5) %9, align 4
  br label %25

61:                                               ; preds = %25
  %62 = load i32, ptr addrspace(5) %8, align 4
  %63 = load ptr addrspace(1), ptr %20, align 8
  %64 = load i32, ptr addrspace(5) %7, align 4
  %65 = and i32 %64, 63
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds i32, ptr addrspace(1) %63, i64 %66
  store i32 %62, ptr addrspace(1) %67, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_barrier_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
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
  store i32 0, ptr addrspace(5) %9, align 4
  br label %16

16:                                               ; preds = %51, %3
  %17 = load i32, ptr addrspace(5) %9, align 4
  %18 = load i32, ptr %13, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %54

20:                                               ; preds = %16
  %21 = load ptr addrspace(1), ptr %12, align 8
  %22 = load i32, ptr addrspace(5) %9, align 4
  %23 = mul nsw i32 %22, 8
  %24 = load i32, ptr addrspace(5) %7, align 4
  %25 = add nsw i32 %23, %24
  %26 = and i32 %25, 255
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %27
  %29 = load i32, ptr addrspace(1) %28, align 4
  %30 = load i32, ptr addrspace(5) %7, align 4
  %31 = and i32 %30, 63
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %32
  store i32 %29, ptr addrspace(3) %33, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  store i32 0, ptr addrspace(5) %10, align 4
  br label %34

34:                                               ; preds = %47, %20
  %35 = load i32, ptr addrspace(5) %10, align 4
  %36 = icmp slt i32 %35, 4
  br i1 %36, label %37, label %50

37:                                               ; preds = %34
  %38 = load i32, ptr addrspace(5) %7, align 4
  %39 = load i32, ptr addrspace(5) %10, align 4
  %40 = add nsw i32 %38, %39
  %41 = and i32 %40, 63
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %42
  %44 = load i32, ptr addrspace(3) %43, align 4
  %45 = load i32, ptr addrspace(5) %8, align 4
  %46 = add nsw i32 %45, %44
  store i32 %46, ptr addrspace(5) %8, align 4
  br label %47

47:                                               ; preds = %37
  %48 = load i32, ptr addrspace(5) %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr addrspace(5) %10, align 4
  br label %34

50:                                               ; preds = %34
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr addrspace(5) %9, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr addrspace(5) %9, align 4
  br label %16

54:                                               ; preds = %16
  %55 = load i32, ptr addrspace(5) %8, align 4
  %56 = load ptr addrspace(1), ptr %11, align 8
  %57 = load i32, ptr addrspace(5) %7, align 4
  %58 = and i32 %57, 63
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr addrspace(1) %56, i64 %59
  store i32 %55, ptr addrspace(1) %60, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden void @_Z7barrierj(i32 noundef) #3

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
