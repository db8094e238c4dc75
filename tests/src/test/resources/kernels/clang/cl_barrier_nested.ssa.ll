; ModuleID = 'cl_barrier_nested.ll'
source_filename = "cl_barrier_nested.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@barrier_nested.tile = internal addrspace(3) global [64 x i32] undef, align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @barrier_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  br label %6

6:                                                ; preds = %28, %3
  %.017 = phi i32 [ 0, %3 ], [ %29, %28 ]
  %.0 = phi i32 [ 0, %3 ], [ %.1, %28 ]
  %7 = icmp slt i32 %.017, %2
  br i1 %7, label %8, label %30

8:                                                ; preds = %6
  %9 = mul nsw i32 %.017, 8
  %10 = add nsw i32 %9, %5
  %11 = and i32 %10, 255
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = and i32 %5, 63
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %18

18:                                               ; preds = %20, %8
  %.018 = phi i32 [ 0, %8 ], [ %27, %20 ]
  %.1 = phi i32 [ %.0, %8 ], [ %26, %20 ]
  %19 = icmp slt i32 %.018, 4
  br i1 %19, label %20, label %28

20:                                               ; preds = %18
  %21 = add nsw i32 %5, %.018
  %22 = and i32 %21, 63
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %23
  %25 = load i32, ptr addrspace(3) %24, align 4
  %26 = add nsw i32 %.1, %25
  %27 = add nsw i32 %.018, 1
  br label %18

28:                                               ; preds = %18
  call void @_Z7barrierj(i32 noundef 1) #5
  %29 = add nsw i32 %.017, 1
  br label %6

30:                                               ; preds = %6
  %31 = and i32 %5, 63
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %32
  store i32 %.0, ptr addrspace(1) %33, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_barrier_nested(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  br label %6

6:                                                ; preds = %30, %3
  %.015 = phi i32 [ 0, %3 ], [ %.1, %30 ]
  %.014 = phi i32 [ 0, %3 ], [ %31, %30 ]
  %7 = icmp slt i32 %.014, %2
  br i1 %7, label %8, label %32

8:                                                ; preds = %6
  %9 = mul nsw i32 %.014, 8
  %10 = add nsw i32 %9, %5
  %11 = and i32 %10, 255
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %12
  %14 = load i32, ptr addrspace(1) %13, align 4
  %15 = and i32 %5, 63
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %16
  store i32 %14, ptr addrspace(3) %17, align 4
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %18

18:                                               ; preds = %27, %8
  %.1 = phi i32 [ %.015, %8 ], [ %26, %27 ]
  %.0 = phi i32 [ 0, %8 ], [ %28, %27 ]
  %19 = icmp slt i32 %.0, 4
  br i1 %19, label %20, label %29

20:                                               ; preds = %18
  %21 = add nsw i32 %5, %.0
  %22 = and i32 %21, 63
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspace(3) @barrier_nested.tile, i64 0, i64 %23
  %25 = load i32, ptr addrspace(3) %24, align 4
  %26 = add nsw i32 %.1, %25
  br label %27

27:                                               ; preds = %20
  %28 = add nsw i32 %.0, 1
  br label %18

29:                                               ; preds = %18
  call void @_Z7barrierj(i32 noundef 1) #5
  br label %30

30:                                               ; preds = %29
  %31 = add nsw i32 %.014, 1
  br label %6

32:                                               ; preds = %6
  %33 = and i32 %5, 63
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %34
  store i32 %.015, ptr addrspace(1) %35, align 4
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
