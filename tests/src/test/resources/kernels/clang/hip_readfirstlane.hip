#include "hip_mini.h"
// readfirstlane under a divergent branch and after the join.
extern "C" __global__ void readfirstlane(int* out, const int* in) {
  int t = __builtin_amdgcn_workitem_id_x();
  int v = in[t & 63];
  int r = 0;
  if (v & 1) {
    r = __builtin_amdgcn_readfirstlane(v);
  }
  r += __builtin_amdgcn_readfirstlane(r + t);
  out[t & 63] = r;
}
