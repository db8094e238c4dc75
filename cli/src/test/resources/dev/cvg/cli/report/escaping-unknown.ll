; A pair whose IR text needs escaping in HTML (a quoted block name with < & > quotes, vector types);
; the oracle does not run insertelement, so the verdict is UNKNOWN (a test of that section too).
declare i32 @tid()
declare i32 @subgroupAdd(i32) convergent

define void @src(ptr %out) {
entry:
  %t = call i32 @tid()
  %v = insertelement <2 x i32> <i32 0, i32 0>, i32 %t, i32 0
  %e = extractelement <2 x i32> %v, i32 0
  %r = call i32 @subgroupAdd(i32 %e)
  %c = icmp ult i32 %t, 1
  br i1 %c, label %"then<&>'\22", label %end
"then<&>'\22":
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %p
  br label %end
end:
  ret void
}

define void @tgt(ptr %out) {
entry:
  %t = call i32 @tid()
  %v = insertelement <2 x i32> <i32 0, i32 0>, i32 %t, i32 0
  %e = extractelement <2 x i32> %v, i32 0
  %c = icmp ult i32 %t, 1
  br i1 %c, label %"then<&>'\22", label %end
"then<&>'\22":
  %r = call i32 @subgroupAdd(i32 %e)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r, ptr %p
  br label %end
end:
  ret void
}
