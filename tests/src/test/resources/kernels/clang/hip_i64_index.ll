; ModuleID = 'hip_i64_index.hip'
source_filename = "hip_i64_index.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_8d21f921c39d6f3e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8d21f921c39d6f3e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @i64_index(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca ptr, align 8, addrspace(5)
  %8 = alloca i64, align 8, addrspace(5)
  %9 = alloca i32, align 4, addrspace(5)
  %10 = alloca i64, align 8, addrspace(5)
  %11 = alloca float, align 4, addrspace(5)
  %12 = alloca i32, align 4, addrspace(5)
  %13 = alloca i32, align 4, addrspace(5)
  %14 = alloca i64, align 8, addrspace(5)
  %15 = alloca float, align 4, addrspace(5)
  %16 = addrspacecast ptr addrspace(5) %4 to ptr
  %17 = addrspacecast ptr addrspace(5) %5 to ptr
  %18 = addrspacecast ptr addrspace(5) %6 to ptr
  %19 = addrspacecast ptr addrspace(5) %7 to ptr
  %20 = addrspacecast ptr addrspace(5) %8 to ptr
  %21 = addrspacecast ptr addrspace(5) %9 to ptr
  %22 = addrspacecast ptr addrspace(5) %10 to ptr
  %23 = addrspacecast ptr addrspace(5) %11 to ptr
  %24 = addrspacecast ptr addrspace(5) %12 to ptr
  %25 = addrspacecast ptr addrspace(5) %13 to ptr
  %26 = addrspacecast ptr addrspace(5) %14 to ptr
  %27 = addrspacecast ptr addrspace(5) %15 to ptr
  store ptr addrspace(1) %0, ptr %16, align 8
  %28 = load ptr, ptr %16, align 8
  store ptr addrspace(1) %1, ptr %17, align 8
  %29 = load ptr, ptr %17, align 8
  store ptr %28, ptr %18, align 8
  store ptr %29, ptr %19, align 8
  store i64 %2, ptr %20, align 8
  %30 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %30, ptr %21, align 4
  %31 = call i32 @llvm.amdgcn.workgroup.id.x()
  %32 = zext i32 %31 to i64
  %33 = load i64, ptr %20, align 8
  %34 = mul nsw i64 %32, %33
  store i64 %34, ptr %22, align 8
  store float 0.000000e+00, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %35

35:                                               ; preds = %74, %3
  %36 = load i32, ptr %24, align 4
  %37 = icmp slt i32 %36, 4
  br i1 %37, label %38, label %77

38:                                               ; preds = %35
  store i32 0, ptr %25, align 4
  br label %39

39:                                               ; preds = %70, %38
  %40 = load i32, ptr %25, align 4
  %41 = icmp slt i32 %40, 4
  br i1 %41, label %42, label %73

42:                                               ; preds = %39
  %43 = load i64, ptr %22, align 8
  %44 = load i32, ptr %24, align 4
  %45 = mul nsw i32 %44, 8
  %46 = sext i32 %45 to i64
  %47 = add nsw i64 %43, %46
  %48 = load i32, ptr %25, align 4
  %49 = sext i32 %48 to i64
  %50 = add nsw i64 %47, %49
  %51 = load i32, ptr %21, align 4
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %50, %52
  %54 = and i64 %53, 255
  store i64 %54, ptr %26, align 8
  %55 = load ptr, ptr %19, align 8
  %56 = load i64, ptr %26, align 8
  %57 = getelementptr inbounds float, ptr %55, i64 %56
  %58 = load float, ptr %57, align 4
  store float %58, ptr %27, align 4
  %59 = load float, ptr %27, align 4
  %60 = fcmp contract ogt float %59, 0.000000e+00
  br i1 %60, label %61, label %63

61:                                               ; preds = %42
  %62 = load float, ptr %27, align 4
  br label %66

63:                                               ; preds = %42
  %64 = load float, ptr %27, align 4
  %65 = fneg contract float %64
  br label %66

66:                                               ; preds = %63, %61
  %67 = phi contract float [ %62, %61 ], [ %65, %63 ]
  %68 = load float, ptr %23, align 4
  %69 = fadd contract float %68, %67
  store float %69, ptr %23, align 4
  br label %70

70:                                               ; preds = %66
  %71 = load i32, ptr %25, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %25, align 4
  br label %39, !llvm.loop !6

73:                                               ; preds = %39
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %24, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %24, align 4
  br label %35, !llvm.loop !8

77:                                               ; preds = %35
  %78 = load float, ptr %23, align 4
  %79 = load ptr, ptr %18, align 8
  %80 = load i32, ptr %21, align 4
  %81 = and i32 %80, 63
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %79, i64 %82
  store float %78, ptr %83, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"amdhsa_code_object_version", i32 600}
!1 = !{i32 1, !"amdgpu_printf_kind", !"hostcall"}
!2 = !{i32 1, !"wchar_size", i32 4}
!3 = !{i32 8, !"PIC Level", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 22.1.8 (1~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
