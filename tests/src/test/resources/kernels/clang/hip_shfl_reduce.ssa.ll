; ModuleID = 'hip_shfl_reduce.ll'
source_filename = "hip_shfl_reduce.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_d91945fb6ed7e855 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_d91945fb6ed7e855 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @shfl_reduce(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = ptrtoint ptr addrspace(1) %0 to i64
  %4 = inttoptr i64 %3 to ptr
  %5 = ptrtoint ptr addrspace(1) %1 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 63
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = load i32, ptr %10, align 4
  br label %12

12:                                               ; preds = %19, %2
  %.011 = phi i32 [ %11, %2 ], [ %18, %19 ]
  %.0 = phi i32 [ 32, %2 ], [ %20, %19 ]
  %13 = icmp sgt i32 %.0, 0
  br i1 %13, label %14, label %21

14:                                               ; preds = %12
  %15 = call noundef i32 @_ZL7lane_idv() #5
  %16 = xor i32 %15, %.0
  %17 = call noundef i32 @_ZL6__shflii(i32 noundef %.011, i32 noundef %16) #5
  %18 = add nsw i32 %.011, %17
  br label %19

19:                                               ; preds = %14
  %20 = ashr i32 %.0, 1
  br label %12, !llvm.loop !6

21:                                               ; preds = %12
  %22 = and i32 %7, 63
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %4, i64 %23
  store i32 %.011, ptr %24, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__shflii(i32 noundef %0, i32 noundef %1) #2 {
  %3 = and i32 %1, 63
  %4 = shl i32 %3, 2
  %5 = call i32 @llvm.amdgcn.ds.bpermute(i32 %4, i32 %0)
  ret i32 %5
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL7lane_idv() #2 {
  %1 = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %2 = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %1)
  ret i32 %2
}

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #3

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32) #4

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32) #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #4 = { nocallback nocreateundeforpoison nofree nosync nounwind willreturn memory(none) }
attributes #5 = { convergent nounwind }

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
