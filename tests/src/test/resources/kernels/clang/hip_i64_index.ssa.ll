; ModuleID = 'hip_i64_index.ll'
source_filename = "hip_i64_index.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_8d21f921c39d6f3e = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_8d21f921c39d6f3e to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @i64_index(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i64 noundef %2) #0 {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = ptrtoint ptr addrspace(1) %1 to i64
  %7 = inttoptr i64 %6 to ptr
  %8 = call i32 @llvm.amdgcn.workitem.id.x()
  %9 = call i32 @llvm.amdgcn.workgroup.id.x()
  %10 = zext i32 %9 to i64
  %11 = mul nsw i64 %10, %2
  br label %12

12:                                               ; preds = %38, %3
  %.019 = phi i32 [ 0, %3 ], [ %39, %38 ]
  %.0 = phi float [ 0.000000e+00, %3 ], [ %.1, %38 ]
  %13 = icmp slt i32 %.019, 4
  br i1 %13, label %14, label %40

14:                                               ; preds = %12
  br label %15

15:                                               ; preds = %35, %14
  %.020 = phi i32 [ 0, %14 ], [ %36, %35 ]
  %.1 = phi float [ %.0, %14 ], [ %34, %35 ]
  %16 = icmp slt i32 %.020, 4
  br i1 %16, label %17, label %37

17:                                               ; preds = %15
  %18 = mul nsw i32 %.019, 8
  %19 = sext i32 %18 to i64
  %20 = add nsw i64 %11, %19
  %21 = sext i32 %.020 to i64
  %22 = add nsw i64 %20, %21
  %23 = sext i32 %8 to i64
  %24 = add nsw i64 %22, %23
  %25 = and i64 %24, 255
  %26 = getelementptr inbounds float, ptr %7, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fcmp contract ogt float %27, 0.000000e+00
  br i1 %28, label %29, label %30

29:                                               ; preds = %17
  br label %32

30:                                               ; preds = %17
  %31 = fneg contract float %27
  br label %32

32:                                               ; preds = %30, %29
  %33 = phi contract float [ %27, %29 ], [ %31, %30 ]
  %34 = fadd contract float %.1, %33
  br label %35

35:                                               ; preds = %32
  %36 = add nsw i32 %.020, 1
  br label %15, !llvm.loop !6

37:                                               ; preds = %15
  br label %38

38:                                               ; preds = %37
  %39 = add nsw i32 %.019, 1
  br label %12, !llvm.loop !8

40:                                               ; preds = %12
  %41 = and i32 %8, 63
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %5, i64 %42
  store float %.0, ptr %43, align 4
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
