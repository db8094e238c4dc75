; ModuleID = 'cl_global_id.ll'
source_filename = "cl_global_id.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @global_id(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %5 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %6 = and i64 %3, 63
  %7 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr addrspace(1) %7, align 8
  %9 = mul nsw i64 %4, %5
  %10 = add nsw i64 %8, %9
  %11 = call i64 @_Z19sub_group_broadcastlj(i64 noundef %10, i32 noundef 0) #5
  %12 = add nsw i64 %10, %11
  %13 = and i64 %3, 63
  %14 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %13
  store i64 %12, ptr addrspace(1) %14, align 8
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_global_id(ptr addrspace(1) noundef align 8 %0, ptr addrspace(1) noundef align 8 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = call i64 @_Z13get_global_idj(i32 noundef 0) #4
  %4 = call i64 @_Z12get_group_idj(i32 noundef 0) #4
  %5 = call i64 @_Z14get_local_sizej(i32 noundef 0) #4
  %6 = and i64 %3, 63
  %7 = getelementptr inbounds nuw i64, ptr addrspace(1) %1, i64 %6
  %8 = load i64, ptr addrspace(1) %7, align 8
  %9 = mul nsw i64 %4, %5
  %10 = add nsw i64 %8, %9
  %11 = call i64 @_Z19sub_group_broadcastlj(i64 noundef %10, i32 noundef 0) #5
  %12 = add nsw i64 %10, %11
  %13 = and i64 %3, 63
  %14 = getelementptr inbounds nuw i64, ptr addrspace(1) %0, i64 %13
  store i64 %12, ptr addrspace(1) %14, align 8
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z13get_global_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_group_idj(i32 noundef) #2

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z14get_local_sizej(i32 noundef) #2

; Function Attrs: convergent nounwind
declare hidden i64 @_Z19sub_group_broadcastlj(i64 noundef, i32 noundef) #3

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
!8 = !{!"long*", !"long*"}
!9 = !{!"", !"const"}
