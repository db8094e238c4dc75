; ModuleID = 'cl_early_exit.ll'
source_filename = "cl_early_exit.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @early_exit(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  br label %6

6:                                                ; preds = %16, %3
  %.013 = phi i32 [ 0, %3 ], [ %17, %16 ]
  %7 = icmp slt i32 %.013, 32
  br i1 %7, label %8, label %18

8:                                                ; preds = %6
  %9 = add nsw i32 %5, %.013
  %10 = and i32 %9, 63
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  br label %18

16:                                               ; preds = %8
  %17 = add nsw i32 %.013, 1
  br label %6

18:                                               ; preds = %15, %6
  %.0 = phi i32 [ %.013, %15 ], [ -1, %6 ]
  %19 = icmp slt i32 %.0, 0
  br i1 %19, label %20, label %21

20:                                               ; preds = %18
  br label %26

21:                                               ; preds = %18
  %22 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %.0) #5
  %23 = and i32 %5, 63
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %24
  store i32 %22, ptr addrspace(1) %25, align 4
  br label %26

26:                                               ; preds = %21, %20
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_early_exit(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  br label %6

6:                                                ; preds = %17, %3
  %.0 = phi i32 [ 0, %3 ], [ %18, %17 ]
  %7 = icmp slt i32 %.0, 32
  br i1 %7, label %8, label %19

8:                                                ; preds = %6
  %9 = add nsw i32 %5, %.0
  %10 = and i32 %9, 63
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %11
  %13 = load i32, ptr addrspace(1) %12, align 4
  %14 = icmp eq i32 %13, %2
  br i1 %14, label %15, label %16

15:                                               ; preds = %8
  br label %19

16:                                               ; preds = %8
  br label %17

17:                                               ; preds = %16
  %18 = add nsw i32 %.0, 1
  br label %6

19:                                               ; preds = %15, %6
  %.010 = phi i32 [ %.0, %15 ], [ -1, %6 ]
  %20 = icmp slt i32 %.010, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %19
  br label %27

22:                                               ; preds = %19
  %23 = call i32 @_Z20sub_group_reduce_mini(i32 noundef %.010) #5
  %24 = and i32 %5, 63
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %25
  store i32 %23, ptr addrspace(1) %26, align 4
  br label %27

27:                                               ; preds = %22, %21
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
!6 = !{i32 1, i32 1, i32 0}
!7 = !{!"none", !"none", !"none"}
!8 = !{!"int*", !"int*", !"int"}
!9 = !{!"", !"const", !""}
