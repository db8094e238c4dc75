; ModuleID = 'hip_shared_barrier.ll'
source_filename = "hip_shared_barrier.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14shared_barrierE3buf = internal addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_ab3d08ee4e7da5 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ab3d08ee4e7da5 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @shared_barrier(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = ptrtoint ptr addrspace(1) %0 to i64
  %4 = inttoptr i64 %3 to ptr
  %5 = ptrtoint ptr addrspace(1) %1 to i64
  %6 = inttoptr i64 %5 to ptr
  %7 = call i32 @llvm.amdgcn.workitem.id.x()
  %8 = and i32 %7, 63
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = and i32 %7, 63
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  call void @_ZL13__syncthreadsv() #4
  br label %15

15:                                               ; preds = %32, %2
  %.0 = phi i32 [ 32, %2 ], [ %33, %32 ]
  %16 = icmp sgt i32 %.0, 0
  br i1 %16, label %17, label %34

17:                                               ; preds = %15
  %18 = and i32 %7, 63
  %19 = icmp slt i32 %18, %.0
  br i1 %19, label %20, label %31

20:                                               ; preds = %17
  %21 = and i32 %7, 63
  %22 = add nsw i32 %21, %.0
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = and i32 %7, 63
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %29, %25
  store i32 %30, ptr %28, align 4
  br label %31

31:                                               ; preds = %20, %17
  call void @_ZL13__syncthreadsv() #4
  br label %32

32:                                               ; preds = %31
  %33 = ashr i32 %.0, 1
  br label %15, !llvm.loop !6

34:                                               ; preds = %15
  %35 = icmp eq i32 %7, 0
  br i1 %35, label %36, label %41

36:                                               ; preds = %34
  %37 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), align 16
  %38 = call i32 @llvm.amdgcn.workgroup.id.x()
  %39 = zext i32 %38 to i64
  %40 = getelementptr inbounds nuw i32, ptr %4, i64 %39
  store i32 %37, ptr %40, align 4
  br label %41

41:                                               ; preds = %36, %34
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress noinline nounwind
define internal void @_ZL13__syncthreadsv() #2 {
  call void @llvm.amdgcn.s.barrier()
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: convergent nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #3

attributes #0 = { convergent mustprogress noinline norecurse nounwind "amdgpu-flat-work-group-size"="1,1024" "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" "uniform-work-group-size"="true" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress noinline nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx900" "target-features"="+16-bit-insts,+ci-insts,+cube-insts,+cvt-pknorm-vop2-insts,+dpp,+gfx8-insts,+gfx9-insts,+lerp-inst,+qsad-insts,+s-memrealtime,+s-memtime-inst,+sad-insts,+wavefrontsize64" }
attributes #3 = { convergent nocallback nofree nounwind willreturn }
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
