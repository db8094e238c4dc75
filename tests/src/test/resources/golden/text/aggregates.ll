%pair = type { i32, float }
%opaque.t = type opaque
%nest = type { %pair, [2 x i16] }

define <4 x i32> @vectors(<4 x i32> %v, i32 %s, %pair %p, %nest %n) {
entry:
  %e = extractelement <4 x i32> %v, i32 0
  %i = insertelement <4 x i32> %v, i32 %s, i64 1
  %sh = shufflevector <4 x i32> %i, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %f = extractvalue %pair %p, 1
  %deep = extractvalue %nest %n, 0, 0
  %h = extractvalue %nest %n, 1, 1
  %q = insertvalue %pair %p, i32 %e, 0
  %lit = insertvalue { i32, <2 x i8> } undef, <2 x i8> <i8 1, i8 2>, 1
  %z = insertvalue %pair zeroinitializer, float 0x3FF0000000000000, 1
  %h.t = trunc i16 %h to i8
  %k = insertvalue { i32, i8 } { i32 1, i8 2 }, i8 %h.t, 1
  %add = add <4 x i32> %sh, splat (i32 1)
  ret <4 x i32> %add
}
