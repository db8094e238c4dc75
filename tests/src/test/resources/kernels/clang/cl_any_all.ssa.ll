; ModuleID = 'cl_any_all.ll'
source_filename = "cl_any_all.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @any_all(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 15
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  br label %10

10:                                               ; preds = %23, %3
  %.014 = phi i32 [ 0, %3 ], [ %20, %23 ]
  %.0 = phi i32 [ %9, %3 ], [ %.2, %23 ]
  %11 = icmp sgt i32 %.0, 0
  %12 = zext i1 %11 to i32
  %13 = call i32 @_Z13sub_group_anyi(i32 noundef %12) #5
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %24

15:                                               ; preds = %10
  %16 = icmp sgt i32 %.0, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = sub nsw i32 %.0, 3
  br label %19

19:                                               ; preds = %17, %15
  %.2 = phi i32 [ %18, %17 ], [ %.0, %15 ]
  %20 = add nsw i32 %.014, 1
  %21 = icmp sgt i32 %20, %2
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  br label %24

23:                                               ; preds = %19
  br label %10

24:                                               ; preds = %22, %10
  %.115 = phi i32 [ %20, %22 ], [ %.014, %10 ]
  %.1 = phi i32 [ %.2, %22 ], [ %.0, %10 ]
  %25 = icmp sle i32 %.1, 0
  %26 = zext i1 %25 to i32
  %27 = call i32 @_Z13sub_group_alli(i32 noundef %26) #5
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i32 100, i32 0
  %31 = add nsw i32 %.115, %30
  %32 = and i32 %5, 15
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %33
  store i32 %31, ptr addrspace(1) %34, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_any_all(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 15
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  br label %10

10:                                               ; preds = %23, %3
  %.011 = phi i32 [ %9, %3 ], [ %.2, %23 ]
  %.0 = phi i32 [ 0, %3 ], [ %20, %23 ]
  %11 = icmp sgt i32 %.011, 0
  %12 = zext i1 %11 to i32
  %13 = call i32 @_Z13sub_group_anyi(i32 noundef %12) #5
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %24

15:                                               ; preds = %10
  %16 = icmp sgt i32 %.011, 0
  br i1 %16, label %17, label %19

17:                                               ; preds = %15
  %18 = sub nsw i32 %.011, 3
  br label %19

19:                                               ; preds = %17, %15
  %.2 = phi i32 [ %18, %17 ], [ %.011, %15 ]
  %20 = add nsw i32 %.0, 1
  %21 = icmp sgt i32 %20, %2
  br i1 %21, label %22, label %23

22:                                               ; preds = %19
  br label %24

23:                                               ; preds = %19
  br label %10

24:                                               ; preds = %22, %10
  %.112 = phi i32 [ %.2, %22 ], [ %.011, %10 ]
  %.1 = phi i32 [ %20, %22 ], [ %.0, %10 ]
  %25 = icmp sle i32 %.112, 0
  %26 = zext i1 %25 to i32
  %27 = call i32 @_Z13sub_group_alli(i32 noundef %26) #5
  %28 = icmp ne i32 %27, 0
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i32 100, i32 0
  %31 = add nsw i32 %.1, %30
  %32 = and i32 %5, 15
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %33
  store i32 %31, ptr addrspace(1) %34, align 4
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
