; RUN: check %s --always-run --threads 1 --steps 1000000000000 --time 1
; EXPECT: exit 3
; EXPECT-OUT: UNKNOWN: the wall-time bound of 1 s was hit during launch 1 of 4
; Found while checking non-terminating pairs: with a step bound the heap cannot hold, the check ignored its
; wall-time bound (checked only between executions) and ended in an internal OutOfMemoryError after 90 s.
declare i32 @llvm.amdgcn.ballot.i32(i1) convergent

define amdgpu_kernel void @src(ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %loop
}

define amdgpu_kernel void @tgt(ptr addrspace(1) %out) {
entry:
  br label %loop
loop:
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
  br label %loop
}
