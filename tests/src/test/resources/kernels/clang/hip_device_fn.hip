#include "hip_mini.h"
// Device functions with convergent operations, called in a loop and in a branch.
__device__ int warp_sum(int v) {
  unsigned long long m = __ballot(v != 0);
  return __builtin_popcountll(m) + __shfl(v, 0);
}
__device__ __attribute__((noinline)) int clamp_add(int a, int b) {
  int s = a + b;
  return s > 1000 ? 1000 : s;
}
extern "C" __global__ void device_fn(int* out, const int* in, int n) {
  int t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int i = 0; i < n; i++) {
    acc = clamp_add(acc, warp_sum(in[(t + i) & 63]));
  }
  if (t & 2) acc = warp_sum(acc);
  out[t & 63] = acc;
}
