source_filename = "metadata.c"
target datalayout = "e-p:64:64-i64:64-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @loop(i32 %n) !my.kind !5 {
entry:
  br label %header, !llvm.loop !0

header:
  %i = phi i32 [ 0, %entry ], [ %next, %header ]
  %next = add i32 %i, 1, !annotation !3
  %c = icmp ult i32 %next, %n
  br i1 %c, label %header, label %exit, !llvm.loop !1

exit:
  ret void
}

!llvm.module.flags = !{!4}
!nvvm.annotations = !{!2}

!0 = distinct !{!0, !{!"llvm.loop.unroll.count", i32 16}}
!1 = distinct !{!1, !6}
!2 = !{ptr @loop, !"kernel", i32 1}
!3 = !{!"note"}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{}
!6 = !{!"llvm.loop.mustprogress"}
