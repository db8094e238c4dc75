#include "hip_mini.h"
// Shared-memory tree reduction with barriers in a loop.
extern "C" __global__ void shared_barrier(int* out, const int* in) {
  __shared__ int buf[64];
  int t = __builtin_amdgcn_workitem_id_x();
  buf[t & 63] = in[t & 63];
  __syncthreads();
  for (int s = 32; s > 0; s >>= 1) {
    if ((t & 63) < s) buf[t & 63] += buf[(t & 63) + s];
    __syncthreads();
  }
  if (t == 0) out[__builtin_amdgcn_workgroup_id_x()] = buf[0];
}
