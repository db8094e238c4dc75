#include "hip_mini.h"
// Butterfly reduction with ds_bpermute in a loop with a uniform trip count.
extern "C" __global__ void shfl_reduce(int* out, const int* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  int v = in[t & 63];
  for (int off = 32; off > 0; off >>= 1) {
    v += __shfl(v, lane_id() ^ off);
  }
  out[t & 63] = v;
}
