@counter = addrspace(1) global i32 0, align 4
@table = internal constant [3 x i32] [i32 1, i32 2, i32 3]
@name = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@ext = external addrspace(3) global float

define void @memory(ptr addrspace(1) %p, i64 %i, i32 %v) {
entry:
  %slot = alloca i32, align 4, addrspace(5)
  %arr = alloca i32, i32 8, align 16
  store i32 %v, ptr addrspace(5) %slot, align 4
  %x = load i32, ptr addrspace(5) %slot, align 4
  %y = load volatile i32, ptr addrspace(1) %p, align 4
  store volatile i32 %y, ptr addrspace(1) %p, align 4
  %a = load atomic i32, ptr addrspace(1) %p syncscope("agent") acquire, align 4
  store atomic i32 %a, ptr addrspace(1) %p seq_cst, align 4
  %gep = getelementptr inbounds i32, ptr addrspace(1) %p, i64 %i
  %gep2 = getelementptr inbounds nuw [3 x i32], ptr @table, i64 0, i64 %i
  %old = atomicrmw add ptr addrspace(1) %gep, i32 1 syncscope("workgroup") monotonic, align 4
  %vold = atomicrmw volatile umax ptr addrspace(1) @counter, i32 %x seq_cst, align 4
  %pair = cmpxchg weak ptr addrspace(1) %gep, i32 %old, i32 %x acq_rel monotonic, align 4
  %ok = extractvalue { i32, i1 } %pair, 1
  fence syncscope("agent") release
  %c = addrspacecast ptr addrspace(5) %slot to ptr
  %pi = ptrtoint ptr %c to i64
  %ip = inttoptr i64 %pi to ptr
  %g = getelementptr i8, ptr getelementptr (i8, ptr @name, i64 1), i64 %i
  ret void
}
