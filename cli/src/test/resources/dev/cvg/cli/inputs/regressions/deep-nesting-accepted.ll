; RUN: run %s --threads 2
; EXPECT: exit 0
; The other side of deep-nesting-rejected.ll: a type nested 200 deep, within the parser's limit, is allocated, stored
; and loaded by the oracle, and goes through every command without overflowing the stack.
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = alloca [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x [1 x i32]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]], addrspace(5)
  store i32 7, ptr addrspace(5) %a
  %v = load i32, ptr addrspace(5) %a
  store i32 %v, ptr addrspace(1) %out
  ret void
}
