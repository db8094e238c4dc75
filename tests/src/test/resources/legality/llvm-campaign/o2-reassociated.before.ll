target triple = "amdgcn--"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %v = add i32 %n, 2
  %w = add i32 %v, %tid
  %addr = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
  store i32 %w, ptr addrspace(1) %addr, align 4
  ret void
}
