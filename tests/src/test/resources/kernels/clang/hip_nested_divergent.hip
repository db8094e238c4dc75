#include "hip_mini.h"
// Nested divergent loops with a ballot in the inner loop and a barrier outside.
extern "C" __global__ void nested_divergent(int* out, const int* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  int acc = 0;
  for (int i = 0; i < 3; i++) {
    int j = 0;
    while (j < (in[t & 63] & 3)) {
      acc += (int)(__ballot((acc + j) & 1) & 0xff);
      j++;
    }
    __syncthreads();
  }
  out[t & 63] = acc;
}
