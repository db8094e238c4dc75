; ModuleID = 'cl_struct_private.cl'
source_filename = "cl_struct_private.cl"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

%struct.rec = type { i32, float, [4 x i32] }

@__const.struct_private.arr = private unnamed_addr addrspace(4) constant [8 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8], align 4

; Function Attrs: convergent noinline norecurse nounwind
define protected amdgpu_kernel void @struct_private(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #0 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca %struct.rec, align 4, addrspace(5)
  %7 = alloca [8 x i32], align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca %struct.rec, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = alloca ptr addrspace(1), align 8, addrspace(5)
  %12 = alloca ptr addrspace(1), align 8, addrspace(5)
  %13 = addrspacecast ptr addrspace(5) %11 to ptr
  %14 = addrspacecast ptr addrspace(5) %12 to ptr
  store ptr addrspace(1) %0, ptr %13, align 8
  store ptr addrspace(1) %1, ptr %14, align 8
  %15 = load ptr addrspace(1), ptr %13, align 8
  %16 = load ptr addrspace(1), ptr %14, align 8
  %17 = addrspacecast ptr addrspace(5) %3 to ptr
  %18 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %15, ptr %17, align 8
  store ptr addrspace(1) %16, ptr %18, align 8
  %19 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr addrspace(5) %5, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %7, ptr addrspace(4) align 4 @__const.struct_private.arr, i64 32, i1 false)
  %21 = load ptr addrspace(1), ptr %18, align 8
  %22 = load i32, ptr addrspace(5) %5, align 4
  %23 = and i32 %22, 31
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i32, ptr addrspace(1) %21, i64 %24
  %26 = load i32, ptr addrspace(1) %25, align 4
  store i32 %26, ptr addrspace(5) %6, align 4
  %27 = load i32, ptr addrspace(5) %6, align 4
  %28 = sitofp i32 %27 to float
  %29 = fmul float %28, 5.000000e-01
  %30 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  store float %29, ptr addrspace(5) %30, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %31

31:                                               ; preds = %34, %2
  %32 = load i32, ptr addrspace(5) %8, align 4
  %33 = icmp slt i32 %32, 4
  br i1 %33, label %34, label %48

34:                                               ; preds = %31
  %35 = load i32, ptr addrspace(5) %8, align 4
  %36 = load i32, ptr addrspace(5) %5, align 4
  %37 = add nsw i32 %35, %36
  %38 = and i32 %37, 7
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %39
  %41 = load i32, ptr addrspace(5) %40, align 4
  %42 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 2
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4 x i32], ptr addrspace(5) %42, i64 0, i64 %44
  store i32 %41, ptr addrspace(5) %45, align 4
  %46 = load i32, ptr addrspace(5) %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr addrspace(5) %8, align 4
  br label %31

48:                                               ; preds = %31
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 4 %9, ptr addrspace(5) align 4 %6, i64 24, i1 false)
  %49 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 1
  %50 = load float, ptr addrspace(5) %49, align 4
  %51 = fneg float %50
  %52 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 2
  %53 = load i32, ptr addrspace(5) %52, align 4
  %54 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 2
  %55 = getelementptr inbounds [4 x i32], ptr addrspace(5) %54, i64 0, i64 3
  %56 = load i32, ptr addrspace(5) %55, align 4
  %57 = add nsw i32 %53, %56
  %58 = sitofp i32 %57 to float
  %59 = fadd float %51, %58
  store float %59, ptr addrspace(5) %10, align 4
  %60 = load float, ptr addrspace(5) %10, align 4
  %61 = load i32, ptr addrspace(5) %9, align 4
  %62 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %61) #7
  %63 = sitofp i32 %62 to float
  %64 = fadd float %60, %63
  %65 = load ptr addrspace(1), ptr %17, align 8
  %66 = load i32, ptr addrspace(5) %5, align 4
  %67 = and i32 %66, 31
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr addrspace(1) %65, i64 %68
  store float %64, ptr addrspace(1) %69, align 4
  ret void
}

; Function Attrs: alwaysinline convergent norecurse nounwind
define protected void @__clang_ocl_kern_imp_struct_private(ptr addrspace(1) noundef align 4 %0, ptr addrspace(1) noundef align 4 %1) #1 !kernel_arg_addr_space !6 !kernel_arg_access_qual !7 !kernel_arg_type !8 !kernel_arg_base_type !8 !kernel_arg_type_qual !9 {
  %3 = alloca ptr addrspace(1), align 8, addrspace(5)
  %4 = alloca ptr addrspace(1), align 8, addrspace(5)
  %5 = alloca i32, align 4, addrspace(5)
  %6 = alloca %struct.rec, align 4, addrspace(5)
  %7 = alloca [8 x i32], align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = alloca %struct.rec, align 4, addrspace(5)
  %10 = alloca float, align 4, addrspace(5)
  %11 = addrspacecast ptr addrspace(5) %3 to ptr
  %12 = addrspacecast ptr addrspace(5) %4 to ptr
  store ptr addrspace(1) %0, ptr %11, align 8
  store ptr addrspace(1) %1, ptr %12, align 8
  %13 = call i64 @_Z12get_local_idj(i32 noundef 0) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr addrspace(5) %5, align 4
  call void @llvm.memset.p5.i64(ptr addrspace(5) align 4 %6, i8 0, i64 24, i1 false)
  call void @llvm.memcpy.p5.p4.i64(ptr addrspace(5) align 4 %7, ptr addrspace(4) align 4 @__const.struct_private.arr, i64 32, i1 false)
  %15 = load ptr addrspace(1), ptr %12, align 8
  %16 = load i32, ptr addrspace(5) %5, align 4
  %17 = and i32 %16, 31
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr addrspace(1) %15, i64 %18
  %20 = load i32, ptr addrspace(1) %19, align 4
  %21 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  store i32 %20, ptr addrspace(5) %21, align 4
  %22 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 0
  %23 = load i32, ptr addrspace(5) %22, align 4
  %24 = sitofp i32 %23 to float
  %25 = fmul float %24, 5.000000e-01
  %26 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 1
  store float %25, ptr addrspace(5) %26, align 4
  store i32 0, ptr addrspace(5) %8, align 4
  br label %27

27:                                               ; preds = %42, %2
  %28 = load i32, ptr addrspace(5) %8, align 4
  %29 = icmp slt i32 %28, 4
  br i1 %29, label %30, label %45

30:                                               ; preds = %27
  %31 = load i32, ptr addrspace(5) %8, align 4
  %32 = load i32, ptr addrspace(5) %5, align 4
  %33 = add nsw i32 %31, %32
  %34 = and i32 %33, 7
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8 x i32], ptr addrspace(5) %7, i64 0, i64 %35
  %37 = load i32, ptr addrspace(5) %36, align 4
  %38 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %6, i32 0, i32 2
  %39 = load i32, ptr addrspace(5) %8, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4 x i32], ptr addrspace(5) %38, i64 0, i64 %40
  store i32 %37, ptr addrspace(5) %41, align 4
  br label %42

42:                                               ; preds = %30
  %43 = load i32, ptr addrspace(5) %8, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr addrspace(5) %8, align 4
  br label %27

45:                                               ; preds = %27
  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) align 4 %9, ptr addrspace(5) align 4 %6, i64 24, i1 false)
  %46 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 1
  %47 = load float, ptr addrspace(5) %46, align 4
  %48 = fneg float %47
  %49 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 2
  %50 = getelementptr inbounds [4 x i32], ptr addrspace(5) %49, i64 0, i64 0
  %51 = load i32, ptr addrspace(5) %50, align 4
  %52 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 2
  %53 = getelementptr inbounds [4 x i32], ptr addrspace(5) %52, i64 0, i64 3
  %54 = load i32, ptr addrspace(5) %53, align 4
  %55 = add nsw i32 %51, %54
  %56 = sitofp i32 %55 to float
  %57 = fadd float %48, %56
  store float %57, ptr addrspace(5) %10, align 4
  %58 = load float, ptr addrspace(5) %10, align 4
  %59 = getelementptr inbounds nuw %struct.rec, ptr addrspace(5) %9, i32 0, i32 0
  %60 = load i32, ptr addrspace(5) %59, align 4
  %61 = call i32 @_Z20sub_group_reduce_addi(i32 noundef %60) #7
  %62 = sitofp i32 %61 to float
  %63 = fadd float %58, %62
  %64 = load ptr addrspace(1), ptr %11, align 8
  %65 = load i32, ptr addrspace(5) %5, align 4
  %66 = and i32 %65, 31
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds float, ptr addrspace(1) %64, i64 %67
  store float %63, ptr addrspace(1) %68, align 4
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
