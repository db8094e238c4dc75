; RUN: check %s
; EXPECT: exit 1
; EXPECT-ERR: %s: error: the original program is not valid:
; Found by scripts/fuzz-inputs.sh (seed 1, input 50057: ir-phi.ll with a bracket deleted, checked as the
; original of a pair): an original that parses but fails the verifier was reported without any file name.
define void @src() {
  %a = add i32 %b, 1
  %b = add i32 1, 1
  ret void
}

define void @tgt() {
  ret void
}
