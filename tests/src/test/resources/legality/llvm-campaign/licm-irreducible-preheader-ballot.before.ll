; cvg fuzz --opt=licm --size small --tokens none, seed 244 (finding 002, reduced); after.ll is opt-22 -mtriple=amdgcn-- -S -disable-verify -passes=licm
; LoopSimplify's %bb24.preheader becomes the header of the irreducible cycle under the textual DFS,
; as %bb25 is under LLVM's DFS of the original
target triple = "amdgcn--"

define amdgpu_kernel void @kernel() {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  switch i32 0, label %bb3 [
    i32 1, label %bb2
  ]

bb1:
  ret void

bb2:
  br label %bb25

bb3:
  br label %bb24

bb24:
  %k24 = phi i32 [ 0, %bb3 ], [ 0, %bb25 ], [ %k29, %bb29 ]
  %k26.next = add i32 %k24, 1
  %tired26 = icmp sge i32 %k26.next, 64
  %c26 = icmp slt i32 %tid, 30
  %go26 = select i1 %tired26, i1 true, i1 %c26
  br i1 %go26, label %bb28, label %bb29

bb25:
  br i1 false, label %bb24, label %bb1

bb28:
  %ballot30 = call i32 @llvm.amdgcn.ballot.i32(i1 false)
  br label %bb25

bb29:
  %k29 = phi i32 [ %k26.next, %bb24 ]
  br label %bb24
}

declare i32 @llvm.amdgcn.workitem.id.x() #0

declare i32 @llvm.amdgcn.ballot.i32(i1) #1

attributes #0 = { nounwind readnone speculatable }
attributes #1 = { convergent nounwind readnone }
