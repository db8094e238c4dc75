; ModuleID = 'cl_uniform_trip.ll'
source_filename = "cl_uniform_trip.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @uniform_trip(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 31
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  br label %10

10:                                               ; preds = %12, %3
  %.018 = phi i32 [ 0, %3 ], [ %16, %12 ]
  %.0 = phi i32 [ %9, %3 ], [ %15, %12 ]
  %11 = icmp slt i32 %.018, %2
  br i1 %11, label %12, label %17

12:                                               ; preds = %10
  %13 = and i32 %.018, 7
  %14 = call i32 @_Z19sub_group_broadcastij(i32 noundef %.0, i32 noundef %13) #5
  %15 = add nsw i32 %14, %5
  %16 = add nsw i32 %.018, 1
  br label %10

17:                                               ; preds = %10
  br label %18

18:                                               ; preds = %21, %17
  %.019 = phi i32 [ 0, %17 ], [ %24, %21 ]
  %.1 = phi i32 [ %.0, %17 ], [ %23, %21 ]
  %19 = and i32 %5, 7
  %20 = icmp slt i32 %.019, %19
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = mul nsw i32 %.1, 3
  %23 = add nsw i32 %22, %.019
  %24 = add nsw i32 %.019, 1
  br label %18

25:                                               ; preds = %18
  %26 = and i32 %5, 31
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %27
  store i32 %.1, ptr addrspace(1) %28, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_uniform_trip(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 31
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  br label %10

10:                                               ; preds = %16, %3
  %.016 = phi i32 [ %9, %3 ], [ %15, %16 ]
  %.015 = phi i32 [ 0, %3 ], [ %17, %16 ]
  %11 = icmp slt i32 %.015, %2
  br i1 %11, label %12, label %18

12:                                               ; preds = %10
  %13 = and i32 %.015, 7
  %14 = call i32 @_Z19sub_group_broadcastij(i32 noundef %.016, i32 noundef %13) #5
  %15 = add nsw i32 %14, %5
  br label %16

16:                                               ; preds = %12
  %17 = add nsw i32 %.015, 1
  br label %10

18:                                               ; preds = %10
  br label %19

19:                                               ; preds = %25, %18
  %.1 = phi i32 [ %.016, %18 ], [ %24, %25 ]
  %.0 = phi i32 [ 0, %18 ], [ %26, %25 ]
  %20 = and i32 %5, 7
  %21 = icmp slt i32 %.0, %20
  br i1 %21, label %22, label %27

22:                                               ; preds = %19
  %23 = mul nsw i32 %.1, 3
  %24 = add nsw i32 %23, %.0
  br label %25

25:                                               ; preds = %22
  %26 = add nsw i32 %.0, 1
  br label %19

27:                                               ; preds = %19
  %28 = and i32 %5, 31
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %29
  store i32 %.1, ptr addrspace(1) %30, align 4
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
