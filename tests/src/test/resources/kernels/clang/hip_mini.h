// Minimal self-written HIP header: only what the kernels here need (no ROCm headers).
#pragma once
#define __global__ __attribute__((global))
#define __device__ __attribute__((device))
#define __shared__ __attribute__((shared))
static __device__ inline int lane_id() {
  return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u));
}
static __device__ inline unsigned long long __ballot(int p) { return __builtin_amdgcn_ballot_w64(p != 0); }
static __device__ inline int __shfl(int v, int src) {
  return __builtin_amdgcn_ds_bpermute((src & 63) << 2, v);
}
static __device__ inline void __syncthreads() { __builtin_amdgcn_s_barrier(); }
