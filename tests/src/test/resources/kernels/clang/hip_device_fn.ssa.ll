; ModuleID = 'hip_device_fn.ll'
source_filename = "hip_device_fn.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_c57bc4a7db75707d = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_c57bc4a7db75707d to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_Z8warp_sumi(i32 noundef %0) #0 {
  %2 = icmp ne i32 %0, 0
  %3 = zext i1 %2 to i32
  %4 = call noundef i64 @_ZL8__balloti(i32 noundef %3) #6
  %5 = call i64 @llvm.ctpop.i64(i64 %4)
  %6 = trunc i64 %5 to i32
  %7 = call noundef i32 @_ZL6__shflii(i32 noundef %0, i32 noundef 0) #6
  %8 = add nsw i32 %6, %7
  ret i32 %8
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL8__balloti(i32 noundef %0) #0 {
  %2 = icmp ne i32 %0, 0
  %3 = call i64 @llvm.amdgcn.ballot.i64(i1 %2)
  ret i64 %3
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i32 @_ZL6__shflii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = and i32 %1, 63
  %4 = shl i32 %3, 2
  %5 = call i32 @llvm.amdgcn.ds.bpermute(i32 %4, i32 %0)
  ret i32 %5
}

; Function Attrs: convergent mustprogress noinline nounwind
define hidden noundef i32 @_Z9clamp_addii(i32 noundef %0, i32 noundef %1) #0 {
  %3 = add nsw i32 %0, %1
  %4 = icmp sgt i32 %3, 1000
  br i1 %4, label %5, label %6

5:                                                ; preds = %2
  br label %7

6:                                                ; preds = %2
  br label %7

7:                                                ; preds = %6, %5
  %8 = phi i32 [ 1000, %5 ], [ %3, %6 ]
  ret i32 %8
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @device_fn(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #2 {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = ptrtoint ptr addrspace(1) %1 to i64
  %7 = inttoptr i64 %6 to ptr
  %8 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %9

9:                                                ; preds = %19, %3
  %.013 = phi i32 [ 0, %3 ], [ %18, %19 ]
  %.0 = phi i32 [ 0, %3 ], [ %20, %19 ]
  %10 = icmp slt i32 %.0, %2
  br i1 %10, label %11, label %21

11:                                               ; preds = %9
  %12 = add nsw i32 %8, %.0
  %13 = and i32 %12, 63
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds i32, ptr %7, i64 %14
  %16 = load i32, ptr %15, align 4
  %17 = call noundef i32 @_Z8warp_sumi(i32 noundef %16) #6
  %18 = call noundef i32 @_Z9clamp_addii(i32 noundef %.013, i32 noundef %17) #6
  br label %19

19:                                               ; preds = %11
  %20 = add nsw i32 %.0, 1
  br label %9, !llvm.loop !6

21:                                               ; preds = %9
  %22 = and i32 %8, 2
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %26

24:                                               ; preds = %21
  %25 = call noundef i32 @_Z8warp_sumi(i32 noundef %.013) #6
  br label %26

26:                                               ; preds = %24, %21
  %.1 = phi i32 [ %25, %24 ], [ %.013, %21 ]
  %27 = and i32 %8, 63
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %5, i64 %28
  store i32 %.1, ptr %29, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #3

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #4

; Function Attrs: convergent nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

attributes #0 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #5 = { convergent nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent nounwind }

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
