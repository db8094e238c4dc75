; ModuleID = 'cl_helper_call.ll'
source_filename = "cl_helper_call.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define hidden i32 @lane_sum(i32 noundef %0) #0 {
  %2 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %0) #5
  %3 = sub nsw i32 %2, %0
  ret i32 %3
}

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #1

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @helper_call(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #2 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 31
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %3
  %12 = call i32 @lane_sum(i32 noundef %9) #5
  %13 = add nsw i32 0, %12
  br label %14

14:                                               ; preds = %11, %3
  %.0 = phi i32 [ %13, %11 ], [ 0, %3 ]
  %15 = and i32 %9, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %14
  %18 = call i32 @lane_sum(i32 noundef %.0) #5
  %19 = add nsw i32 %.0, %18
  br label %20

20:                                               ; preds = %17, %14
  %.1 = phi i32 [ %19, %17 ], [ %.0, %14 ]
  %21 = and i32 %5, 31
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  store i32 %.1, ptr addrspace(1) %23, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_helper_call(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1, i32 noundef %2) #3 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %4 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %5 = trunc i64 %4 to i32
  %6 = and i32 %5, 31
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %7
  %9 = load i32, ptr addrspace(1) %8, align 4
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %3
  %12 = call i32 @lane_sum(i32 noundef %9) #5
  %13 = add nsw i32 0, %12
  br label %14

14:                                               ; preds = %11, %3
  %.0 = phi i32 [ %13, %11 ], [ 0, %3 ]
  %15 = and i32 %9, 1
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %14
  %18 = call i32 @lane_sum(i32 noundef %.0) #5
  %19 = add nsw i32 %.0, %18
  br label %20

20:                                               ; preds = %17, %14
  %.1 = phi i32 [ %19, %17 ], [ %.0, %14 ]
  %21 = and i32 %5, 31
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %22
  store i32 %.1, ptr addrspace(1) %23, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #4

attributes #0 = { convergent noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #3 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #4 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #5 = { convergent nounwind }
attributes #6 = { convergent nounwind willreturn memory(none) }

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
