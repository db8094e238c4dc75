; The convergent operation of an internal helper, inlined and sunk under a divergent branch: the
; original offending operation is in @helper, which the report draws next to @src (only it marked).
declare i32 @tid()
declare i32 @subgroupAdd(i32) convergent

define internal i32 @helper(i32 %x) convergent {
entry:
  %r = call i32 @subgroupAdd(i32 %x)
  ret i32 %r
}

define void @src(ptr %out) convergent {
entry:
  %t = call i32 @tid()
  %v = call i32 @helper(i32 %t)
  %c = icmp ult i32 %t, 1
  br i1 %c, label %then, label %end
then:
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  br label %end
end:
  ret void
}

define void @tgt(ptr %out) convergent {
entry:
  %t = call i32 @tid()
  %c = icmp ult i32 %t, 1
  br i1 %c, label %then, label %end
then:
  %r.i = call i32 @subgroupAdd(i32 %t)
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %r.i, ptr %p
  br label %end
end:
  ret void
}
