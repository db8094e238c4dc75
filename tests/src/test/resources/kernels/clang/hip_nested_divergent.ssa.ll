; ModuleID = 'hip_nested_divergent.ll'
source_filename = "hip_nested_divergent.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_9a1b66a683713be7 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_9a1b66a683713be7 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @nested_divergent(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = ptrtoint ptr addrspace(1) %0 to i64
  %4 = inttoptr i64 %3 to ptr
  %5 = ptrtoint ptr addrspace(1) %1 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  br label %8

8:                                                ; preds = %27, %2
  %.014 = phi i32 [ 0, %2 ], [ %.1, %27 ]
  %.013 = phi i32 [ 0, %2 ], [ %28, %27 ]
  %9 = icmp slt i32 %.013, 3
  br i1 %9, label %10, label %29

10:                                               ; preds = %8
  br label %11

11:                                               ; preds = %18, %10
  %.1 = phi i32 [ %.014, %10 ], [ %24, %18 ]
  %.0 = phi i32 [ 0, %10 ], [ %25, %18 ]
  %12 = and i32 %7, 63
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i32, ptr %6, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = and i32 %15, 3
  %17 = icmp slt i32 %.0, %16
  br i1 %17, label %18, label %26

18:                                               ; preds = %11
  %19 = add nsw i32 %.1, %.0
  %20 = and i32 %19, 1
  %21 = call noundef i64 @_ZL8__balloti(i32 noundef %20) #5
  %22 = and i64 %21, 255
  %23 = trunc i64 %22 to i32
  %24 = add nsw i32 %.1, %23
  %25 = add nsw i32 %.0, 1
  br label %11, !llvm.loop !6

26:                                               ; preds = %11
  call void @_ZL13__syncthreadsv() #5
  br label %27

27:                                               ; preds = %26
  %28 = add nsw i32 %.013, 1
  br label %8, !llvm.loop !8

29:                                               ; preds = %8
  %30 = and i32 %7, 63
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %4, i64 %31
  store i32 %.014, ptr %32, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal noundef i64 @_ZL8__balloti(i32 noundef %0) #2 {
  %2 = icmp ne i32 %0, 0
  %3 = call i64 @llvm.amdgcn.ballot.i64(i1 %2)
  ret i64 %3
}

; Function Attrs: convergent mustprogress noinline nounwind
define internal void @_ZL13__syncthreadsv() #2 {
  call void @llvm.amdgcn.s.barrier()
  ret void
}

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #4

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nocallback nofree nounwind willreturn }
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
!8 = distinct !{!8, !7}
