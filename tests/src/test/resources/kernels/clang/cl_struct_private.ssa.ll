; ModuleID = 'cl_struct_private.ll'
source_filename = "cl_struct_private.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.rec = type { i32, float, [4 x i32] }

@__const.struct_private.arr = private unnamed_addr addrspace(4) constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @struct_private(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca %struct.rec, align 4, addrspace(5)
  %4 = alloca [8 x i32], align 4, addrspace(5)
  %5 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %3, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %4, ptr addrspace(4) align 4 @__const.struct_private.arr, i64 32, i1 false)
  %7 = and i32 %6, 31
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  store i32 %10, ptr addrspace(5) %3, align 4
  %11 = load i32, ptr addrspace(5) %3, align 4
  %12 = sitofp i32 %11 to float
  %13 = fmul float %12, 5.000000e-01
  %14 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 1
  store float %13, ptr addrspace(5) %14, align 4
  br label %15

15:                                               ; preds = %17, %2
  %.0 = phi i32 [ 0, %2 ], [ %26, %17 ]
  %16 = icmp slt i32 %.0, 4
  br i1 %16, label %17, label %27

17:                                               ; preds = %15
  %18 = add nsw i32 %.0, %6
  %19 = and i32 %18, 7
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x i32], ptr addrspace(5) %4, i64 0, i64 %20
  %22 = load i32, ptr addrspace(5) %21, align 4
  %23 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 2
  %24 = sext i32 %.0 to i64
  %25 = getelementptr inbounds [4 x i32], ptr addrspace(5) %23, i64 0, i64 %24
  store i32 %22, ptr addrspace(5) %25, align 4
  %26 = add nsw i32 %.0, 1
  br label %15

27:                                               ; preds = %15
  %.sroa.0.0.copyload = load i32, ptr addrspace(5) %3, align 4
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 4
  %.sroa.2.0.copyload = load float, ptr addrspace(5) %.sroa.2.0..sroa_idx, align 4
  %.sroa.3.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8
  %.sroa.3.0.copyload = load i32, ptr addrspace(5) %.sroa.3.0..sroa_idx, align 4
  %.sroa.4.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 12
  %.sroa.4.0.copyload = load i64, ptr addrspace(5) %.sroa.4.0..sroa_idx, align 4
  %.sroa.43.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 20
  %.sroa.43.0.copyload = load i32, ptr addrspace(5) %.sroa.43.0..sroa_idx, align 4
  %28 = fneg float %.sroa.2.0.copyload
  %29 = add nsw i32 %.sroa.3.0.copyload, %.sroa.43.0.copyload
  %30 = sitofp i32 %29 to float
  %31 = fadd float %28, %30
  %32 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %.sroa.0.0.copyload) #7
  %33 = sitofp i32 %32 to float
  %34 = fadd float %31, %33
  %35 = and i32 %6, 31
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %36
  store float %34, ptr addrspace(1) %37, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_struct_private(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca %struct.rec, align 4, addrspace(5)
  %4 = alloca [8 x i32], align 4, addrspace(5)
  %5 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %6 = trunc i64 %5 to i32
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %3, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %4, ptr addrspace(4) align 4 @__const.struct_private.arr, i64 32, i1 false)
  %7 = and i32 %6, 31
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i32, ptr addrspace(1) %1, i64 %8
  %10 = load i32, ptr addrspace(1) %9, align 4
  %11 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 0
  store i32 %10, ptr addrspace(5) %11, align 4
  %12 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 0
  %13 = load i32, ptr addrspace(5) %12, align 4
  %14 = sitofp i32 %13 to float
  %15 = fmul float %14, 5.000000e-01
  %16 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 1
  store float %15, ptr addrspace(5) %16, align 4
  br label %17

17:                                               ; preds = %28, %2
  %.0 = phi i32 [ 0, %2 ], [ %29, %28 ]
  %18 = icmp slt i32 %.0, 4
  br i1 %18, label %19, label %30

19:                                               ; preds = %17
  %20 = add nsw i32 %.0, %6
  %21 = and i32 %20, 7
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [8 x i32], ptr addrspace(5) %4, i64 0, i64 %22
  %24 = load i32, ptr addrspace(5) %23, align 4
  %25 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %3, i32 0, i32 2
  %26 = sext i32 %.0 to i64
  %27 = getelementptr inbounds [4 x i32], ptr addrspace(5) %25, i64 0, i64 %26
  store i32 %24, ptr addrspace(5) %27, align 4
  br label %28

28:                                               ; preds = %19
  %29 = add nsw i32 %.0, 1
  br label %17

30:                                               ; preds = %17
  %.sroa.0.0.copyload = load i32, ptr addrspace(5) %3, align 4
  %.sroa.2.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 4
  %.sroa.2.0.copyload = load float, ptr addrspace(5) %.sroa.2.0..sroa_idx, align 4
  %.sroa.3.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 8
  %.sroa.3.0.copyload = load i32, ptr addrspace(5) %.sroa.3.0..sroa_idx, align 4
  %.sroa.4.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 12
  %.sroa.4.0.copyload = load i64, ptr addrspace(5) %.sroa.4.0..sroa_idx, align 4
  %.sroa.41.0..sroa_idx = getelementptr inbounds i8, ptr addrspace(5) %3, i32 20
  %.sroa.41.0.copyload = load i32, ptr addrspace(5) %.sroa.41.0..sroa_idx, align 4
  %31 = fneg float %.sroa.2.0.copyload
  %32 = add nsw i32 %.sroa.3.0.copyload, %.sroa.41.0.copyload
  %33 = sitofp i32 %32 to float
  %34 = fadd float %31, %33
  %35 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %.sroa.0.0.copyload) #7
  %36 = sitofp i32 %35 to float
  %37 = fadd float %34, %36
  %38 = and i32 %6, 31
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %39
  store float %37, ptr addrspace(1) %40, align 4
  ret void
}

; Function Attrs: convergent nounwind willreturn memory(none)
declare hidden i64 @_Z12get_local_idj(i32 noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p5.i64(ptr addrspace(5) writeonly captures(none), i8, i64, i1 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(4) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) noalias writeonly captures(none), ptr addrspace(5) noalias readonly captures(none), i64, i1 immarg) #4

; Function Attrs: convergent nounwind
declare hidden i32 @_Z20sub_group_reduce_addi(i32 noundef) #5

attributes #0 = { convergent noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="false" }
attributes #1 = { alwaysinline convergent norecurse nounwind "amdgpu-flat-work-group-size"="1,256" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #2 = { convergent nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #6 = { convergent nounwind willreturn memory(none) }
attributes #7 = { convergent nounwind }

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
!8 = !{!"float*", !"int*"}
!9 = !{!"", !"const"}
