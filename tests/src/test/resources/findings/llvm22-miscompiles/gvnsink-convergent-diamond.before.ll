; The same convergent wave reduction in both arms of a divergent branch: GVNSink merges the two
; calls into one in the join block, so the threads of both arms execute it together (the sinking
; counterpart of GVNHoist/hoist-convergent.ll; GVNSink has no convergent check in LLVM 22). Bug
; pair: golden/legality/bugs/gvnsink-convergent-into-join.ll.
target triple = "amdgcn--"

define void @diamond(ptr addrspace(1) %out) #0 {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %cond = icmp ult i32 %tid, 2
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  br i1 %cond, label %then, label %else

then:
  %a = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %a1 = add i32 %a, 1
  store i32 %a1, ptr addrspace(1) %slot
  br label %end

else:
  %b = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
  %b2 = add i32 %b, 2
  store i32 %b2, ptr addrspace(1) %slot
  br label %end

end:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg) #1

attributes #0 = { convergent }
attributes #1 = { convergent nounwind willreturn memory(none) }
