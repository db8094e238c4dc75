; RUN: check %s
; EXPECT: exit 2
; EXPECT-ERR: %s: error: @tgt and @src have different signatures: the original is i32 (i32), the transformed i64 (i32); they cannot run on the same inputs (a transform that changes a signature is checked through its callers)
; Found while checking mismatched pairs: a transform that changed the result type was proven LEGAL.
define i32 @src(i32 %x) {
  ret i32 %x
}

define i64 @tgt(i32 %x) {
  %y = zext i32 %x to i64
  ret i64 %y
}
