; ModuleID = 'hip_ballot_loop.ll'
source_filename = "hip_ballot_loop.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@__hip_cuid_83b915be9d226af0 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_83b915be9d226af0 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @ballot_loop(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1, i32 noundef %2) #0 {
  %4 = ptrtoint ptr addrspace(1) %0 to i64
  %5 = inttoptr i64 %4 to ptr
  %6 = ptrtoint ptr addrspace(1) %1 to i64
  %7 = inttoptr i64 %6 to ptr
  %8 = call i32 @llvm.amdgcn.workitem.id.x()
  %9 = and i32 %8, 63
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %7, i64 %10
  %12 = load i32, ptr %11, align 4
  br label %13

13:                                               ; preds = %28, %3
  %.013 = phi i32 [ %12, %3 ], [ %.114, %28 ]
  %.0 = phi i32 [ 0, %3 ], [ %25, %28 ]
  %14 = icmp sgt i32 %.013, 0
  %15 = zext i1 %14 to i32
  %16 = call noundef i64 @_ZL8__balloti(i32 noundef %15) #4
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %29

18:                                               ; preds = %13
  %19 = icmp sgt i32 %.013, 0
  br i1 %19, label %20, label %24

20:                                               ; preds = %18
  %21 = and i32 %8, 3
  %22 = add nsw i32 %21, 1
  %23 = sub nsw i32 %.013, %22
  br label %24

24:                                               ; preds = %20, %18
  %.114 = phi i32 [ %23, %20 ], [ %.013, %18 ]
  %25 = add nsw i32 %.0, 1
  %26 = icmp sge i32 %25, %2
  br i1 %26, label %27, label %28

27:                                               ; preds = %24
  br label %29

28:                                               ; preds = %24
  br label %13, !llvm.loop !6

29:                                               ; preds = %27, %13
  %.1 = phi i32 [ %25, %27 ], [ %.0, %13 ]
  %30 = and i32 %8, 63
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %5, i64 %31
  store i32 %.1, ptr %32, align 4
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

; Function Attrs: convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i64 @llvm.amdgcn.ballot.i64(i1) #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #4 = { convergent nounwind }

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
