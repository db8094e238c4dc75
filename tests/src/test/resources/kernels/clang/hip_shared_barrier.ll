; ModuleID = 'hip_shared_barrier.hip'
source_filename = "hip_shared_barrier.hip"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"

@_ZZ14shared_barrierE3buf = internal addrspace(3) global [64 x i32] undef, align 16
@__hip_cuid_ab3d08ee4e7da5 = addrspace(1) global i8 0
@llvm.compiler.used = appending addrspace(1) global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_ab3d08ee4e7da5 to ptr)], section "llvm.metadata"

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define protected amdgpu_kernel void @shared_barrier(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca ptr, align 8, addrspace(5)
  %4 = alloca ptr, align 8, addrspace(5)
  %5 = alloca ptr, align 8, addrspace(5)
  %6 = alloca ptr, align 8, addrspace(5)
  %7 = alloca i32, align 4, addrspace(5)
  %8 = alloca i32, align 4, addrspace(5)
  %9 = addrspacecast ptr addrspace(5) %3 to ptr
  %10 = addrspacecast ptr addrspace(5) %4 to ptr
  %11 = addrspacecast ptr addrspace(5) %5 to ptr
  %12 = addrspacecast ptr addrspace(5) %6 to ptr
  %13 = addrspacecast ptr addrspace(5) %7 to ptr
  %14 = addrspacecast ptr addrspace(5) %8 to ptr
  store ptr addrspace(1) %0, ptr %9, align 8
  %15 = load ptr, ptr %9, align 8
  store ptr addrspace(1) %1, ptr %10, align 8
  %16 = load ptr, ptr %10, align 8
  store ptr %15, ptr %11, align 8
  store ptr %16, ptr %12, align 8
  %17 = call i32 @llvm.amdgcn.workitem.id.x()
  store i32 %17, ptr %13, align 4
  %18 = load ptr, ptr %12, align 8
  %19 = load i32, ptr %13, align 4
  %20 = and i32 %19, 63
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %18, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = load i32, ptr %13, align 4
  %25 = and i32 %24, 63
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %26
  store i32 %23, ptr %27, align 4
  call void @_ZL13__syncthreadsv() #4
  store i32 32, ptr %14, align 4
  br label %28

28:                                               ; preds = %51, %2
  %29 = load i32, ptr %14, align 4
  %30 = icmp sgt i32 %29, 0
  br i1 %30, label %31, label %54

31:                                               ; preds = %28
  %32 = load i32, ptr %13, align 4
  %33 = and i32 %32, 63
  %34 = load i32, ptr %14, align 4
  %35 = icmp slt i32 %33, %34
  br i1 %35, label %36, label %50

36:                                               ; preds = %31
  %37 = load i32, ptr %13, align 4
  %38 = and i32 %37, 63
  %39 = load i32, ptr %14, align 4
  %40 = add nsw i32 %38, %39
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %13, align 4
  %45 = and i32 %44, 63
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [64 x i32], ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = add nsw i32 %48, %43
  store i32 %49, ptr %47, align 4
  br label %50

50:                                               ; preds = %36, %31
  call void @_ZL13__syncthreadsv() #4
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %14, align 4
  %53 = ashr i32 %52, 1
  store i32 %53, ptr %14, align 4
  br label %28, !llvm.loop !6

54:                                               ; preds = %28
  %55 = load i32, ptr %13, align 4
  %56 = icmp eq i32 %55, 0
  br i1 %56, label %57, label %63

57:                                               ; preds = %54
  %58 = load i32, ptr addrspacecast (ptr addrspace(3) @_ZZ14shared_barrierE3buf to ptr), align 16
  %59 = load ptr, ptr %11, align 8
  %60 = call i32 @llvm.amdgcn.workgroup.id.x()
  %61 = zext i32 %60 to i64
  %62 = getelementptr inbounds nuw i32, ptr %59, i64 %61
  store i32 %58, ptr %62, align 4
  br label %63

63:                                               ; preds = %57, %54
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
