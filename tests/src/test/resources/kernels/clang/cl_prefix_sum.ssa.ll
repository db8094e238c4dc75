; ModuleID = 'cl_prefix_sum.ll'
source_filename = "cl_prefix_sum.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @prefix_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = and i32 %4, 63
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #5
  %10 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %8) #5
  %11 = mul nsw i32 %9, 2
  %12 = sub nsw i32 %11, %10
  %13 = and i32 %4, 63
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %12, ptr addrspace(1) %15, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_prefix_sum(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = call i64 @_Z12get_local_idj(i32 noundef 0) #4
  %4 = trunc i64 %3 to i32
  %5 = and i32 %4, 63
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %6
  %8 = load i32, ptr addrspace(1) %7, align 4
  %9 = call i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef %8) #5
  %10 = call i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef %8) #5
  %11 = mul nsw i32 %9, 2
  %12 = sub nsw i32 %11, %10
  %13 = and i32 %4, 63
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr addrspace(1) %0, i64 %14
  store i32 %12, ptr addrspace(1) %15, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_inclusive_addi(i32 noundef) #3

; Function Attrs: convergent nounwind
declare hidden i32 @_Z28sub_group_scan_exclusive_addi(i32 noundef) #3

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
